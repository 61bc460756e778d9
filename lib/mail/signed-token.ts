// Unsubscribe links that work without signing in: the subject (a guestbook, a newsletter address) and an
// HMAC of it under a key derived for this purpose only, so a link cannot be made for another subject.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/lib/auth/derived-key";

export type TUnsubscribeSubject = { kind: "guestbook"; guestbookId: string } | { kind: "newsletter"; email: string };

function signature(payload: string): string {
  return createHmac("sha256", derivedKey("mail:unsubscribe:hmac")).update(payload).digest("base64url");
}

function payloadOf(subject: TUnsubscribeSubject): string {
  return subject.kind === "guestbook" ? `g.${subject.guestbookId}` : `n.${Buffer.from(subject.email).toString("base64url")}`;
}

export function unsubscribeToken(subject: TUnsubscribeSubject): string {
  const payload = payloadOf(subject);
  return `${payload}.${signature(payload)}`;
}

/** The subject of a genuine token; null for anything altered or made up. */
export function readUnsubscribeToken(token: string): TUnsubscribeSubject | null {
  const match = /^([gn])\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}`;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return match[1] === "g" ? { kind: "guestbook", guestbookId: match[2] } : { kind: "newsletter", email: Buffer.from(match[2], "base64url").toString("utf8") };
}

function confirmSignature(signupId: string): string {
  return createHmac("sha256", derivedKey("mail:newsletter-confirm:hmac")).update(signupId).digest("base64url");
}

/** The newsletter confirmation link's token: the pending sign-up's id, signed under its own key. */
export function newsletterConfirmToken(signupId: string): string {
  return `${signupId}.${confirmSignature(signupId)}`;
}

/** The sign-up id of a genuine confirmation token; null for anything altered or made up. */
export function readNewsletterConfirmToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(confirmSignature(match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}
