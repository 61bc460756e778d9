// Listening tokens (issue 38): 32 random bytes, so a link cannot be guessed. The row keeps an HMAC of the
// token to find it by, and the token sealed with AES-256-GCM (its guestbook's id as associated data) so
// the owner's panel and the keepsake book can show the same link again. Both keys derive from the server
// secret, as the pro cards' activation codes do: a copy of the database alone opens no listening page.
import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { derivedKey, seal, unseal } from "@/lib/crypto/derived-key";

const HMAC_PURPOSE = "listening-link:token:hmac";
const SEAL_PURPOSE = "listening-link:token:seal";

/** What the row is looked up by (hex). */
export function hashListeningToken(token: string, secret?: string): string {
  return createHmac("sha256", derivedKey(HMAC_PURPOSE, secret)).update(token).digest("hex");
}

/** The sealed token, or null when it does not open (another guestbook's, another secret's, damaged). */
export function openListeningToken(guestbookId: string, sealed: string, secret?: string): string | null {
  return unseal(SEAL_PURPOSE, guestbookId, sealed, secret);
}

export function newListeningToken(guestbookId: string, secret?: string): { token: string; tokenHash: string; tokenSealed: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashListeningToken(token, secret), tokenSealed: seal(SEAL_PURPOSE, guestbookId, token, secret) };
}
