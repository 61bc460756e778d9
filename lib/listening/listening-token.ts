// Listening tokens (issue 38): 32 random bytes, so a link cannot be guessed. The row keeps an HMAC of the
// token to find it by, and the token sealed with AES-256-GCM (its guestbook's id as associated data) so
// the owner's panel and the keepsake book can show the same link again. Both keys derive from the server
// secret, as the pro cards' activation codes do: a copy of the database alone opens no listening page.
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/auth/derived-key";

const HMAC_PURPOSE = "listening-link:token:hmac";
const SEAL_PURPOSE = "listening-link:token:seal";
const SEALED_VERSION = "v1";

/** What the row is looked up by (hex). */
export function hashListeningToken(token: string, secret?: string): string {
  return createHmac("sha256", derivedKey(HMAC_PURPOSE, secret)).update(token).digest("hex");
}

function sealToken(guestbookId: string, token: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(SEAL_PURPOSE, secret), iv);
  cipher.setAAD(Buffer.from(guestbookId));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [SEALED_VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The sealed token, or null when it does not open (another guestbook's, another secret's, damaged). */
export function openListeningToken(guestbookId: string, sealed: string, secret?: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== SEALED_VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(SEAL_PURPOSE, secret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(guestbookId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export function newListeningToken(guestbookId: string, secret?: string): { token: string; tokenHash: string; tokenSealed: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashListeningToken(token, secret), tokenSealed: sealToken(guestbookId, token, secret) };
}
