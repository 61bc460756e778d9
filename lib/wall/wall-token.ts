// Wall tokens (issue 50), made and kept as listening tokens are (lib/listening/listening-token.ts): 32
// random bytes, found by their HMAC, sealed for the owner with AES-256-GCM; keys of their own purpose, so
// a listening token never opens a wall nor the other way round.
import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { derivedKey, seal, unseal } from "@/lib/crypto/derived-key";

const HMAC_PURPOSE = "wall-link:token:hmac";
const SEAL_PURPOSE = "wall-link:token:seal";

export function hashWallToken(token: string, secret?: string): string {
  return createHmac("sha256", derivedKey(HMAC_PURPOSE, secret)).update(token).digest("hex");
}

export function openWallToken(guestbookId: string, sealed: string, secret?: string): string | null {
  return unseal(SEAL_PURPOSE, guestbookId, sealed, secret);
}

export function newWallToken(guestbookId: string, secret?: string): { token: string; tokenHash: string; tokenSealed: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashWallToken(token, secret), tokenSealed: seal(SEAL_PURPOSE, guestbookId, token, secret) };
}
