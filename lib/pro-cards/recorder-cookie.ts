// Who may record a pro card and edit its look before a voice exists: only the browser that activated it.
// Activating hands that browser a random token in an httpOnly, SameSite=Strict cookie named after the
// card and signed with a key derived from the server secret for that card; the card keeps the token's
// SHA-256. A leaked link carries no cookie, a cookie copied to another card does not verify, and
// activating again (the recipient on a new phone, with the code) replaces the token, so the older
// browser loses the right. Recording clears both.
import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isHttpsSite } from "@/lib/http/https-site";
import { derivedKey } from "@/lib/crypto/derived-key";

const SIGN_PURPOSE = "pro-card:recorder-cookie";
const COOKIE_PREFIX = "eb_pro_rec_";
/** Long enough to record on another day; after that the code activates the browser again. */
export const RECORDER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function recorderCookieName(cardId: string): string {
  return `${COOKIE_PREFIX}${cardId}`;
}

function signature(cardId: string, token: string, secret?: string): Buffer {
  return createHmac("sha256", derivedKey(SIGN_PURPOSE, secret)).update(`${cardId}:${token}`).digest();
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A fresh token for the card: the cookie's value and what the card stores. */
export function newRecorderToken(cardId: string, secret?: string): { cookieValue: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { cookieValue: `${token}.${signature(cardId, token, secret).toString("base64url")}`, tokenHash: sha256(token) };
}

/** Whether the cookie's value is a token signed for this card and the one the card stores, compared in constant time. */
export function recorderCookieMatches(cardId: string, cookieValue: string | undefined, storedTokenHash: string | null, secret?: string): boolean {
  if (!cookieValue || !storedTokenHash) return false;
  const [token, signed] = cookieValue.split(".");
  if (!token || !signed) return false;
  const expected = signature(cardId, token, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const hash = Buffer.from(sha256(token), "hex");
  const stored = Buffer.from(storedTokenHash, "hex");
  return stored.length === hash.length && timingSafeEqual(hash, stored);
}

/** The Set-Cookie header that gives the browser the card's token, or (value null) takes it away. */
export function recorderCookieHeader(cardId: string, cookieValue: string | null): string {
  const secure = isHttpsSite() ? "; Secure" : "";
  const life = cookieValue === null ? "Max-Age=0" : `Max-Age=${RECORDER_COOKIE_MAX_AGE_SECONDS}`;
  // Path /api: the card's own routes and the cover upload (/api/pro-audio-upload-image) both read it.
  return `${recorderCookieName(cardId)}=${cookieValue ?? ""}; Path=/api; ${life}; HttpOnly; SameSite=Strict${secure}`;
}

/** The card's recorder cookie as the request carries it. */
export function readRecorderCookie(request: { cookies: { get(name: string): { value: string } | undefined } }, cardId: string): string | undefined {
  return request.cookies.get(recorderCookieName(cardId))?.value;
}
