// The invitation link's token: 32 random bytes in the link, only their SHA-256 in the database (as the
// password-reset and verification links, lib/auth/user-tokens.ts), so a database reader cannot use one.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

export function newCohostToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashCohostToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
