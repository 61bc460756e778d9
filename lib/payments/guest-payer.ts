// A signed-out buyer's browser (Forever Hosting may be bought by anyone with a card's link, spec 002):
// an httpOnly cookie holding a random token, of which the checkout row keeps only the SHA-256. The
// checkout, its local test page, its Pay/Cancel calls and the payment-return status answer that browser
// (or the signed-in buyer), never whoever merely knows the checkout's id.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookieValue } from "@/lib/http/cookie-value";
import { isHttpsSite } from "@/lib/http/https-site";

const PLAIN_NAME = "echobook-guest-payer";
const SECURE_NAME = "__Secure-echobook-guest-payer";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type TPayer = { userId: string | null; guestPayerHash: string | null };

function cookieName(): string {
  return isHttpsSite() ? SECURE_NAME : PLAIN_NAME;
}

export function hashGuestToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of the guest-payer cookie in a Cookie header, if well-formed. */
export function guestTokenFrom(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader, cookieName());
  return value !== undefined && TOKEN.test(value) ? value : null;
}

/** Who is asking about a checkout: the signed-in user and/or this browser's guest-payer cookie. */
export function payerOf(userId: string | null, cookieHeader: string | null | undefined): TPayer {
  const token = guestTokenFrom(cookieHeader);
  return { userId, guestPayerHash: token ? hashGuestToken(token) : null };
}

/** This browser's guest token: the one it has, else a new one that `setGuestPayerCookie` then hands it. */
export function guestTokenFor(cookieHeader: string | null | undefined): { token: string; isNew: boolean } {
  const existing = guestTokenFrom(cookieHeader);
  return existing ? { token: existing, isNew: false } : { token: randomBytes(32).toString("base64url"), isNew: true };
}

export function setGuestPayerCookie(response: Response, token: string): Response {
  const secure = isHttpsSite() ? "; Secure" : "";
  response.headers.append("Set-Cookie", `${cookieName()}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}
