// Changing the password from account settings. The current password is checked (failures slow the
// account down as sign-in failures do), the new one is hashed and the session version raised in one
// conditional update, so every other session ends; the route re-issues the current session's token, and
// the owner gets a "password changed" email.
import "server-only";
import { queuePasswordChangedMail } from "@/lib/mail/account-notices";
import { db } from "@/lib/db/client";
import { ApiError, badRequest } from "@/lib/http/errors";
import { failureBackoff, type TBackoff } from "@/lib/rate-limit/rate-limit";
import type { TChangePasswordBody } from "@/lib/validation/auth";
import { TOO_MANY_ATTEMPTS } from "./login";
import { hashPassword, verifyPassword } from "./password";

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect.";
export const NO_PASSWORD_TO_CHANGE =
  "This account signs in with Google and has no password yet. To set one, sign out and use 'Forgot password' on the sign-in page.";
export const SAME_PASSWORD = "Please choose a new password that is different from your current one.";

// Five wrong current passwords, then waits of 30 s doubling up to 15 minutes: a stolen session cannot
// guess the password to take the account over.
export const CHANGE_PASSWORD_BACKOFF: TBackoff = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: 60 * 60 };
const throttle = failureBackoff(TOO_MANY_ATTEMPTS);

/** The user as changed (for the re-issued token); throws on a wrong current password or none to change. */
export async function changePassword(opts: { userId: string } & TChangePasswordBody) {
  const attempt = await throttle.attempt([{ key: `change-password-fail:user:${opts.userId}`, backoff: CHANGE_PASSWORD_BACKOFF, onSuccess: "forget" }]);
  const user = await db.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { passwordHash: true } });
  if (!user.passwordHash) throw new ApiError("NO_PASSWORD", NO_PASSWORD_TO_CHANGE);
  if (!(await verifyPassword(opts.currentPassword, user.passwordHash))) throw new ApiError("WRONG_PASSWORD", WRONG_CURRENT_PASSWORD);
  if (opts.currentPassword === opts.newPassword) throw badRequest(SAME_PASSWORD, { fields: { newPassword: SAME_PASSWORD } });
  const passwordHash = await hashPassword(opts.newPassword);
  // Conditional on the hash just checked: of two changes at once, the second finds it gone and fails.
  const { count } = await db.user.updateMany({
    where: { id: opts.userId, passwordHash: user.passwordHash },
    data: { passwordHash, sessionVersion: { increment: 1 } },
  });
  if (count === 0) throw new ApiError("WRONG_PASSWORD", WRONG_CURRENT_PASSWORD);
  await attempt.succeeded();
  // The owner hears of it by email (never blocks or fails the change).
  await queuePasswordChangedMail(opts.userId);
  return db.user.findUniqueOrThrow({ where: { id: opts.userId } });
}
