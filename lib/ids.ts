// Ids that appear in public links: 22 random base62 characters (about 131 bits), so a link cannot be
// guessed from another one, unlike time-ordered ids.
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function newPublicId(length = 22): string {
  let id = "";
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes above it are skipped so every character is equally likely.
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
