// Resetting a forgotten password by a link mailed to the account's address. Asking answers the same
// whether or not an account exists, and the mail is queued after the answer has gone, so neither the
// text nor the time tells who has an account. An account gets at most 5 reset mails an hour, whoever
// asks. The link (lib/auth/user-tokens.ts) works once, for an hour; using it sets the new password,
// ends every session of the account and signs this browser in. A Google link made before the address was
// proven goes with the reset (its owner is mailed): whoever squatted the address and linked their own
// Google then cannot come back once the real owner has reset the password.
import "server-only";
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { queueGoogleUnlinkedMail, queuePasswordChangedMail } from "@/lib/mail/account-notices";
import { appLink } from "@/lib/mail/links";
import { queueMail } from "@/lib/mail/queue-mail";
import { GoogleOnlyResetMail, PasswordResetMail } from "@/lib/mail/templates/account-mails";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import type { TResetPasswordBody } from "@/lib/validation/auth";
import { hashPassword } from "./password";
import { mailUserLink, takeUserToken } from "./user-tokens";

export const RESET_REQUESTED = "If an account exists for this email, we have sent it a link to reset the password. Check your inbox (and the spam folder).";
export const RESET_LINK_SECONDS = 3600;
export const RESET_MAILS_PER_ACCOUNT = { max: 5, windowSeconds: 3600 };

/** Mails the reset link (or, to a Google-only account, how to sign in) unless the account had its share this hour. Never throws. */
export async function mailPasswordReset(email: string): Promise<void> {
  try {
    try {
      await enforceLimit(`password-reset:account:${email}`, RESET_MAILS_PER_ACCOUNT, "");
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return;
      throw error;
    }
    const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true, passwordHash: true } });
    if (!user) return;
    if (!user.passwordHash) {
      await queueMail({
        key: `password-reset-google:${user.id}:${randomUUID()}`,
        to: user.email,
        subject: "Your Echobook account signs in with Google",
        body: createElement(GoogleOnlyResetMail, { firstName: user.firstName, loginLink: appLink("/login") }),
      });
      return;
    }
    await mailUserLink(user, {
      purpose: "password_reset",
      ttlSeconds: RESET_LINK_SECONDS,
      key: "password-reset",
      subject: "Reset your Echobook password",
      body: (token) => createElement(PasswordResetMail, { firstName: user.firstName, resetLink: appLink(`/reset-password/${token}`) }),
    });
  } catch (error) {
    console.error("[echobook] could not mail a password reset", error);
  }
}

/** Sets the new password from a live reset link; answers the user to sign in. */
export async function resetPassword({ token, password }: TResetPasswordBody) {
  const passwordHash = await hashPassword(password);
  const taken = await takeUserToken(token, "password_reset");
  const { user, droppedGoogle } = await db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({
      where: { id: taken.userId },
      select: { email: true, emailVerifiedAt: true, googleId: true, googleEmail: true, googleLinkedAt: true },
    });
    // The link proves the address; the first proof's time is kept (a Google link is judged against it).
    const verified = current?.email === taken.email && !current.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {};
    const dropGoogle = current?.googleId ? linkedBeforeVerification(current) : false;
    const updated = await tx.user.update({
      where: { id: taken.userId },
      // Every session of the account ends: whoever knew the old password is signed out.
      data: { passwordHash, sessionVersion: { increment: 1 }, ...verified, ...(dropGoogle ? { googleId: null, googleEmail: null, googleLinkedAt: null } : {}) },
    });
    await tx.userToken.updateMany({ where: { userId: taken.userId, purpose: "password_reset", usedAt: null }, data: { usedAt: new Date() } });
    return { user: updated, droppedGoogle: dropGoogle ? { googleEmail: current?.googleEmail ?? null } : null };
  });
  await queuePasswordChangedMail(user.id);
  if (droppedGoogle) await queueGoogleUnlinkedMail({ userId: user.id, googleEmail: droppedGoogle.googleEmail, reason: "password-reset" });
  return user;
}

/** A Google link made while the address was unproven (or at a time no longer known) vouches for no one. */
function linkedBeforeVerification({ emailVerifiedAt, googleLinkedAt }: { emailVerifiedAt: Date | null; googleLinkedAt: Date | null }): boolean {
  return !emailVerifiedAt || !googleLinkedAt || googleLinkedAt < emailVerifiedAt;
}
