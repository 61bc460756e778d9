// Which connection sent a guest's take, so the host can hide or delete "everything from this address"
// (issue 46) without the app keeping, or any host seeing, an address. The hash is keyed with a key derived
// from the app's secret (so nobody without it can test guesses of the small IPv4 space) and bound to the
// guestbook (so one connection's takes cannot be followed from one host's guestbook to another's). An IPv6
// address counts by its /64, as the rate limits do.
import "server-only";
import { createHmac } from "node:crypto";
import { derivedKey } from "@/lib/crypto/derived-key";
import { clientIp } from "@/lib/http/client-ip";

export function guestAddressHash(headers: Headers, guestbookId: string): string | null {
  const bucket = clientIp(headers);
  if (bucket === "unknown") return null;
  return createHmac("sha256", derivedKey("recording:guest-address:hmac")).update(`${guestbookId}\n${bucket}`).digest("base64url").slice(0, 22);
}
