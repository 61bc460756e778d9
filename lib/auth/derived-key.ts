// Keys for one purpose each, derived from the server secret with HKDF-SHA-256: a key that leaks (or is
// misused) for one purpose says nothing about the secret or the others, and the secret is never used raw.
import "server-only";
import { hkdfSync } from "node:crypto";
import { getEnv } from "@/lib/env";

/** 32 bytes for `purpose` (a fixed label such as "pro-card:activation-code:hmac"). */
export function derivedKey(purpose: string, secret: string = getEnv().authSecret): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "echobook", purpose, 32));
}
