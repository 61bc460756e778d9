// The notices after a change to an account: its password changed (keyed by the new password's hash, so
// one change is one mail however often it is reported), Google sign-in added or removed, and its deletion
// (the row is gone by then, so the caller passes the address and the name).
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { appLink } from "./links";
import { queueMail } from "./queue-mail";
import { AccountDeletedMail, GoogleLinkedMail, GoogleUnlinkedMail, PasswordChangedMail, type TGoogleUnlinkReason } from "./templates/account-mails";

/** Tells the account's owner that its password was just changed. Never throws. */
export async function queuePasswordChangedMail(userId: string): Promise<boolean> {
  try {
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, passwordHash: true } });
    if (!user) return false;
    const version = createHash("sha256")
      .update(user.passwordHash ?? "none")
      .digest("hex")
      .slice(0, 24);
    return queueMail({
      key: `password-changed:${userId}:${version}`,
      to: user.email,
      subject: "Your Echobook password was changed",
      body: createElement(PasswordChangedMail, { firstName: user.firstName, resetLink: appLink("/forgot-password") }),
    });
  } catch (error) {
    console.error(`[echobook] could not queue the password-changed mail for ${userId}`, error);
    return false;
  }
}

/** Tells the owner that Google sign-in was added to the account. Never throws. */
export async function queueGoogleLinkedMail({ userId, googleEmail, linkedAt }: { userId: string; googleEmail: string; linkedAt: Date }): Promise<boolean> {
  try {
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
    if (!user) return false;
    return await queueMail({
      key: `google-linked:${userId}:${linkedAt.getTime()}`,
      to: user.email,
      subject: "Google sign-in was added to your Echobook account",
      body: createElement(GoogleLinkedMail, {
        firstName: user.firstName,
        googleEmail,
        settingsLink: appLink("/dashboard?tab=settings"),
        resetLink: appLink("/forgot-password"),
      }),
    });
  } catch (error) {
    console.error(`[echobook] could not queue the google-linked mail for ${userId}`, error);
    return false;
  }
}

/** Tells the owner that Google sign-in was removed from the account (from settings, or by a password reset). Never throws. */
export async function queueGoogleUnlinkedMail({
  userId,
  googleEmail,
  reason,
}: {
  userId: string;
  googleEmail: string | null;
  reason: TGoogleUnlinkReason;
}): Promise<boolean> {
  try {
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
    if (!user) return false;
    return await queueMail({
      key: `google-unlinked:${userId}:${randomUUID()}`,
      to: user.email,
      subject: "Google sign-in was removed from your Echobook account",
      body: createElement(GoogleUnlinkedMail, { firstName: user.firstName, googleEmail, reason, settingsLink: appLink("/dashboard?tab=settings") }),
    });
  } catch (error) {
    console.error(`[echobook] could not queue the google-unlinked mail for ${userId}`, error);
    return false;
  }
}

/** Tells a deleted account's owner that it is gone; the mail's row is removed once it is sent. Never throws. */
export function queueAccountDeletedMail({ email, firstName }: { email: string; firstName: string }): Promise<boolean> {
  return queueMail({
    key: `account-deleted:${randomUUID()}`,
    to: email,
    subject: "Your Echobook account was deleted",
    body: createElement(AccountDeletedMail, { firstName }),
    ephemeral: true,
  });
}
