// The newsletter with consent (double opt-in): Subscribe keeps a pending address and mails it a
// confirmation link; only a confirmed address counts as a subscriber. Every mail to it carries a one-click
// unsubscribe link and the List-Unsubscribe headers. Subscribe answers the same whether the address is new,
// pending or confirmed, so it tells nobody who is subscribed; a confirmed address is told so by mail.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { ApiError, apiError } from "@/lib/http/errors";
import { appLink } from "@/lib/mail/links";
import { mailTransport } from "@/lib/mail/mail-mode";
import { queueMail } from "@/lib/mail/queue-mail";
import { newsletterConfirmToken, readNewsletterConfirmToken } from "@/lib/mail/signed-token";
import { NewsletterAlreadySubscribedMail, NewsletterConfirmMail } from "@/lib/mail/templates/newsletter-mails";
import { unsubscribeLinks } from "@/lib/mail/unsubscribe-links";

export const CHECK_YOUR_EMAIL = "Thanks for subscribing! Please confirm from the email we just sent you.";
/** Without a mail server no confirmation can reach anyone, so Subscribe says so rather than "check your email". */
export const NEWSLETTER_NEEDS_MAIL = "Newsletter sign-up is not available right now. Please try again later.";
export const CONFIRM_LINK_INVALID = "This confirmation link is not valid any more. Please subscribe again.";
/** A pending address is sent at most one confirmation an hour (a confirmed one one note), however often it is entered. */
const RESEND_AFTER_MS = 3_600_000;

export async function subscribeToNewsletter(email: string, now = new Date()): Promise<void> {
  if (mailTransport() === "none") throw new ApiError("NOT_CONFIGURED", NEWSLETTER_NEEDS_MAIL);
  const signup = await db.newsletterSignup.upsert({ where: { email }, create: { email }, update: {} });
  const unsubscribe = unsubscribeLinks({ kind: "newsletter", email });
  const hour = Math.floor(now.getTime() / RESEND_AFTER_MS);
  if (signup.confirmedAt) {
    await queueMail({
      key: `newsletter-already:${signup.id}:${hour}`,
      to: email,
      subject: "You already get the Echobook newsletter",
      body: createElement(NewsletterAlreadySubscribedMail, { unsubscribeLink: unsubscribe.page }),
      headers: unsubscribe.headers,
    });
    return;
  }
  await queueMail({
    key: `newsletter-confirm:${signup.id}:${hour}`,
    to: email,
    subject: "Please confirm your Echobook newsletter subscription",
    body: createElement(NewsletterConfirmMail, {
      confirmLink: appLink(`/newsletter/confirm?token=${encodeURIComponent(newsletterConfirmToken(signup.id))}`),
      unsubscribeLink: unsubscribe.page,
    }),
    headers: unsubscribe.headers,
  });
}

/** The pending address a confirmation link names, or null when the link is altered or its sign-up is gone. */
export async function pendingSignupOf(token: string | null): Promise<{ id: string; email: string; confirmed: boolean } | null> {
  const id = token ? readNewsletterConfirmToken(token) : null;
  if (!id) return null;
  const signup = await db.newsletterSignup.findUnique({ where: { id } });
  return signup ? { id: signup.id, email: signup.email, confirmed: signup.confirmedAt !== null } : null;
}

export async function confirmNewsletter(token: string | null): Promise<void> {
  const signup = await pendingSignupOf(token);
  if (!signup) throw apiError("LINK_INVALID", CONFIRM_LINK_INVALID);
  await db.newsletterSignup.updateMany({ where: { id: signup.id, confirmedAt: null }, data: { confirmedAt: new Date() } });
}

/** An address nobody confirmed within 30 days is forgotten. */
export async function forgetUnconfirmedSignups(now = new Date()): Promise<number> {
  const { count } = await db.newsletterSignup.deleteMany({ where: { confirmedAt: null, createdAt: { lt: new Date(now.getTime() - 30 * 24 * 3_600_000) } } });
  return count;
}
