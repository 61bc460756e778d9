// Proving the address of an account: after sign-up a link (24 hours) is mailed to it; following it sets
// emailVerifiedAt, as long as the account still has that address. Nothing is blocked for an unverified
// address today (docs/decisions/email.md), but linking Google from Account Settings needs a verified address. The
// time of the first proof is kept: a Google link made before it does not outlive a password reset.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { appLink } from "@/lib/mail/links";
import { VerifyEmailMail } from "@/lib/mail/templates/account-mails";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { LINK_INVALID, mailUserLink, takeUserToken } from "./user-tokens";

const VERIFY_LINK_SECONDS = 24 * 3600;
// The dashboard's Resend: a few an hour, so the button cannot be used to flood a mailbox.
const RESENDS_PER_ACCOUNT = { max: 3, windowSeconds: 3600 };
export const VERIFICATION_SENT = "We sent you a new link. Check your inbox (and the spam folder).";
export const TOO_MANY_RESENDS = "We have sent you several links already. Please check your inbox, or try again in an hour.";
export const ALREADY_VERIFIED = "Your email address is already verified.";

/** Mails a verification link unless the address is verified. Never throws. */
export async function mailVerification(userId: string): Promise<boolean> {
  try {
    const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, emailVerifiedAt: true } });
    if (!user || user.emailVerifiedAt) return false;
    const mail = { purpose: "email_verification", ttlSeconds: VERIFY_LINK_SECONDS, key: "verify-email", subject: "Please verify your email address" } as const;
    const body = (token: string) => createElement(VerifyEmailMail, { firstName: user.firstName, verifyLink: appLink(`/verify-email/${token}`) });
    return await mailUserLink(user, { ...mail, body });
  } catch (error) {
    console.error(`[echobook] could not mail a verification link to ${userId}`, error);
    return false;
  }
}

/** The dashboard's Resend, throttled per account. */
export async function resendVerification(user: { id: string; emailVerifiedAt: Date | null }): Promise<void> {
  if (user.emailVerifiedAt) throw new ApiError("CONFLICT", ALREADY_VERIFIED);
  await enforceLimit(`verify-email:resend:${user.id}`, RESENDS_PER_ACCOUNT, TOO_MANY_RESENDS);
  await mailVerification(user.id);
}

/** Follows a verification link: the account whose address it was mailed to is verified. */
export async function verifyEmail(token: string): Promise<void> {
  const taken = await takeUserToken(token, "email_verification");
  const updated = await db.user.updateMany({ where: { id: taken.userId, email: taken.email, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
  if (updated.count === 1) return;
  const stillHolds = await db.user.count({ where: { id: taken.userId, email: taken.email } });
  if (stillHolds !== 1) throw new ApiError("LINK_INVALID", LINK_INVALID);
}
