// Cookie-authenticated writes must come from our own pages. SameSite=Lax already keeps the session
// cookie off cross-site POSTs; this also refuses a cross-site request that carries it some other way.
import { getEnv } from "@/lib/env";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host the request was made to: its Host header, or behind a trusted proxy (TRUST_PROXY_HOPS) the
 * X-Forwarded-Host that proxy wrote. Without a proxy, X-Forwarded-Host is the client's own writing (the
 * app's server drops it too: lib/http/client-address.ts `settleForwardedHeaders`).
 */
function requestHost(request: Request): string | null {
  const forwarded = getEnv().TRUST_PROXY_HOPS > 0 ? request.headers.get("x-forwarded-host") : null;
  return forwarded ?? request.headers.get("host");
}

/**
 * The origin the browser is on, from its Origin header, when that names the host the request came to
 * (a browser cannot forge it); null otherwise. Checkout sends the buyer back there, so the session
 * cookie, which belongs to that host, comes back with them.
 */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  const host = requestHost(request);
  if (!origin || !host) return null;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host ? url.origin : null;
  } catch {
    return null;
  }
}

export function assertSameOriginWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site requests are not allowed.");
  const origin = request.headers.get("origin");
  const host = requestHost(request);
  if (origin && host && new URL(origin).host !== host) throw forbidden("Cross-site requests are not allowed.");
}
