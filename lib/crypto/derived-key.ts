// Keys for one purpose each, derived from the server secret with HKDF-SHA-256: a key that leaks (or is
// misused) for one purpose says nothing about the secret or the others, and the secret is never used raw.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/env";

/** 32 bytes for `purpose` (a fixed label such as "pro-card:activation-code:hmac"). */
export function derivedKey(purpose: string, secret: string = getEnv().authSecret): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "echobook", purpose, 32));
}

const SEALED_VERSION = "v1";

/**
 * `text` sealed with AES-256-GCM under `purpose`'s key, bound to `boundTo` (associated data: sealed for
 * one row, it opens for no other): `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function seal(purpose: string, boundTo: string, text: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose, secret), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [SEALED_VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** What `seal` sealed, or null when it does not open (bound to something else, another secret's, damaged). */
export function unseal(purpose: string, boundTo: string, sealed: string, secret?: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== SEALED_VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose, secret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
