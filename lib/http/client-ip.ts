// The caller's address for rate limits. `next start` fills x-forwarded-for with the socket address when a
// request arrives without one, and a proxy in front sets it; a client can still send its own, so every
// limit keyed by address is paired with one keyed by the account (see lib/auth/login.ts).
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}
