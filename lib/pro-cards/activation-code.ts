// Activation codes (spec 002: 8 characters; issue: resist guessing, unreadable from the database). A code
// is never stored as typed. For checking a guess the card keeps an HMAC of its id and the normalised code;
// for its owner (the manage page's details block, the printable sheet) the code sealed with AES-256-GCM,
// its id as associated data. Both keys derive from the server secret (lib/auth/derived-key.ts), so a copy
// of the database alone neither activates a card nor shows a code, and a sealed code moved to another
// card does not open. Guesses are compared in constant time; how many are allowed is activate-pro-card.ts's.
import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { derivedKey, seal, unseal } from "@/lib/crypto/derived-key";
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH, normaliseActivationCode } from "@/lib/constants/pro-cards";

const HMAC_PURPOSE = "pro-card:activation-code:hmac";
const SEAL_PURPOSE = "pro-card:activation-code:seal";

export function generateActivationCode(): string {
  let code = "";
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i += 1) code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

function hmac(cardId: string, typedCode: string, secret?: string): Buffer {
  return createHmac("sha256", derivedKey(HMAC_PURPOSE, secret))
    .update(`${cardId}:${normaliseActivationCode(typedCode)}`)
    .digest();
}

/** What the card stores to check guesses against (hex). */
export function hashActivationCode(cardId: string, code: string, secret?: string): string {
  return hmac(cardId, code, secret).toString("hex");
}

/**
 * Whether `typed` is the card's code, in time that does not depend on how close it came: the HMACs are
 * compared, not the strings. A card with no stored hash (made before codes were sealed) matches nothing.
 */
export function activationCodeMatches(cardId: string, typed: string, storedHash: string | null, secret?: string): boolean {
  const guess = hmac(cardId, typed, secret);
  const stored = storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? Buffer.from(storedHash, "hex") : null;
  // Compared against itself when nothing is stored, so the answer takes the same time.
  return timingSafeEqual(guess, stored ?? guess) && stored !== null;
}

/** The code for its owner to read back: `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the card's id. */
export function sealActivationCode(cardId: string, code: string, secret?: string): string {
  return seal(SEAL_PURPOSE, cardId, code, secret);
}

/** The sealed code, or null when there is none or it does not open (another card's, another secret's, damaged). */
export function openActivationCode(cardId: string, sealed: string | null, secret?: string): string | null {
  return sealed ? unseal(SEAL_PURPOSE, cardId, sealed, secret) : null;
}

/** A new code for a card: the code itself (shown once to the creator, and sealed), and what the row stores. */
export function newActivationCode(cardId: string, secret?: string): { code: string; activationCodeHash: string; activationCodeSealed: string } {
  const code = generateActivationCode();
  return { code, activationCodeHash: hashActivationCode(cardId, code, secret), activationCodeSealed: sealActivationCode(cardId, code, secret) };
}
