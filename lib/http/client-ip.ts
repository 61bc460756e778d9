// The caller's address for rate limits. The app's HTTP server (scripts/server.ts) replaces whatever
// X-Forwarded-For a request arrived with by the one address it worked out from the connection (and
// TRUST_PROXY_HOPS), so the header a route handler reads is not the client's own writing.
import { addressBucket } from "./client-address";

/** The key per-address limits count under: the client's address, an IPv6 one by its /64. */
export function clientIp(headers: Headers): string {
  const address = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return address ? addressBucket(address) : "unknown";
}
