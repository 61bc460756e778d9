// Unsubscribe links that work without signing in: the subject (a guestbook, a newsletter address) and an
// HMAC of it under a key derived for this purpose only, so a link cannot be made for another subject.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/lib/crypto/derived-key";

export type TUnsubscribeSubject = { kind: "guestbook"; guestbookId: string } | { kind: "newsletter"; email: string };

const UNSUBSCRIBE_PURPOSE = "mail:unsubscribe:hmac";
const NEWSLETTER_CONFIRM_PURPOSE = "mail:newsletter-confirm:hmac";

function signature(purpose: string, payload: string): string {
  return createHmac("sha256", derivedKey(purpose)).update(payload).digest("base64url");
}

/** Compared in constant time. */
function signatureMatches(purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(signature(purpose, payload));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

function payloadOf(subject: TUnsubscribeSubject): string {
  return subject.kind === "guestbook" ? `g.${subject.guestbookId}` : `n.${Buffer.from(subject.email).toString("base64url")}`;
}

export function unsubscribeToken(subject: TUnsubscribeSubject): string {
  const payload = payloadOf(subject);
  return `${payload}.${signature(UNSUBSCRIBE_PURPOSE, payload)}`;
}

/** The subject of a genuine token; null for anything altered or made up. */
export function readUnsubscribeToken(token: string): TUnsubscribeSubject | null {
  const match = /^([gn])\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  if (!signatureMatches(UNSUBSCRIBE_PURPOSE, `${match[1]}.${match[2]}`, match[3])) return null;
  return match[1] === "g" ? { kind: "guestbook", guestbookId: match[2] } : { kind: "newsletter", email: Buffer.from(match[2], "base64url").toString("utf8") };
}

/** The newsletter confirmation link's token: the pending sign-up's id, signed under its own key. */
export function newsletterConfirmToken(signupId: string): string {
  return `${signupId}.${signature(NEWSLETTER_CONFIRM_PURPOSE, signupId)}`;
}

/** The sign-up id of a genuine confirmation token; null for anything altered or made up. */
export function readNewsletterConfirmToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match && signatureMatches(NEWSLETTER_CONFIRM_PURPOSE, match[1], match[2]) ? match[1] : null;
}
