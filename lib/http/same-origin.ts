// Cookie-authenticated writes must come from our own pages. SameSite=Lax already keeps the session
// cookie off cross-site POSTs; this also refuses a cross-site request that carries it some other way.
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function assertSameOriginWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site requests are not allowed.");
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin && host && new URL(origin).host !== host) throw forbidden("Cross-site requests are not allowed.");
}
