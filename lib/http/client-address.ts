// Who is calling, for per-address rate limits. The app's own HTTP server (scripts/server.ts) works the
// address out from the connection before Next.js sees the request and hands it on as the only entry of
// X-Forwarded-For; a header the client wrote itself is believed only as far as TRUST_PROXY_HOPS says.
import { isIP } from "node:net";

/** A bare IP address from a socket or header entry ("::ffff:10.0.0.1", "10.0.0.1:5000", "[::1]:80"), or undefined. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let value = raw?.trim().toLowerCase() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (value.startsWith("::ffff:") && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : undefined;
}

/**
 * The client's address. With no trusted proxy it is the socket's peer. Behind `trustedHops` proxies, each
 * of which appends the address it was called from, the client is that many entries from the right of
 * X-Forwarded-For followed by the socket's peer; entries further left were written by the client and are
 * never read. A chain shorter than promised (a request that bypassed a proxy) or an entry that is not an
 * address stops the walk at the last address a trusted proxy vouched for.
 */
export function clientAddress({
  socketAddress,
  forwardedFor,
  trustedHops,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  let address = normalizeAddress(socketAddress) ?? "unknown";
  if (trustedHops === 0) return address;
  const entries = [forwardedFor ?? []].flat().join(",").split(",");
  for (let hop = 1; hop <= trustedHops && hop <= entries.length; hop += 1) {
    const entry = normalizeAddress(entries[entries.length - hop]);
    if (!entry) break;
    address = entry;
  }
  return address;
}

/**
 * The key a rate limit counts an address under: an IPv4 address as it is, an IPv6 address by its /64,
 * the block one household or phone is given and can pick new addresses from at will.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ""] = address.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A dotted IPv4 tail ("64:ff9b::192.0.2.1") fills the last two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const zeros = Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0");
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}

// What a proxy says about the request the client made to it: the host and scheme the browser used (read by
// Next.js for the request's URL and by same-origin.ts), its port, and RFC 7239's combined form.
const FORWARDED_REQUEST_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"] as const;

/**
 * Leaves a request's X-Forwarded-Host, -Proto and -Port only where a trusted proxy wrote them, as
 * `clientAddress` does for X-Forwarded-For. With no trusted proxy they are the client's own writing and
 * are dropped (Next.js then fills them in from the Host header and the connection). Behind `trustedHops`
 * proxies a list keeps the entry the outermost trusted proxy wrote, the one the browser's request named.
 */
export function settleForwardedHeaders(headers: Record<string, string | string[] | undefined>, trustedHops: number): void {
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    if (trustedHops === 0) {
      delete headers[name];
      continue;
    }
    if (name === "forwarded") continue;
    const entries = [value]
      .flat()
      .join(",")
      .split(",")
      .map((entry) => entry.trim());
    headers[name] = entries[Math.max(0, entries.length - trustedHops)];
  }
}
