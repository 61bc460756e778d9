// "Delete my account", the part done while the user waits: the password (or, for an account without
// one, a fresh Google sign-in of its linked identity, never anything the session itself could read) is
// checked; then in one transaction the account is marked for deletion with the address the confirmation
// goes to, its email freed for a new sign-up, its password and Google link dropped, every session
// ended and its co-hosting (either way) ended. The deletion job (run-account-deletion.ts) removes the rest.
import "server-only";
import { confirmWithGoogle } from "@/lib/auth/google";
import { TOO_MANY_ATTEMPTS } from "@/lib/auth/login";
import { verifyPassword } from "@/lib/auth/password";
import { forgetAllPublicReads } from "@/lib/cache/public-reads";
import { db } from "@/lib/db/client";
import { ApiError, badRequest } from "@/lib/http/errors";
import { enqueue, QUEUES } from "@/lib/queue/queue";
import { failureBackoff, type TBackoff } from "@/lib/rate-limit/rate-limit";
import { DELETE_NEEDS_GOOGLE, DELETE_NEEDS_PASSWORD, placeholderEmail } from "@/lib/validation/auth";

export const WRONG_DELETE_PASSWORD = "Your password is incorrect. Your account was not deleted.";

const DELETE_BACKOFF: TBackoff = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: 60 * 60 };
const throttle = failureBackoff(TOO_MANY_ATTEMPTS);

export async function requestAccountDeletion(opts: { userId: string; password?: string; credential?: string }): Promise<void> {
  const attempt = await throttle.attempt([{ key: `delete-account-fail:user:${opts.userId}`, backoff: DELETE_BACKOFF, onSuccess: "forget" }]);
  const user = await db.user.findUniqueOrThrow({
    where: { id: opts.userId },
    select: { id: true, email: true, firstName: true, passwordHash: true, googleId: true },
  });
  if (user.passwordHash) {
    if (opts.password === undefined) throw badRequest(DELETE_NEEDS_PASSWORD, { fields: { password: DELETE_NEEDS_PASSWORD } });
    if (!(await verifyPassword(opts.password, user.passwordHash))) throw new ApiError("WRONG_PASSWORD", WRONG_DELETE_PASSWORD);
  } else {
    if (opts.credential === undefined || !user.googleId) throw badRequest(DELETE_NEEDS_GOOGLE, { fields: { credential: DELETE_NEEDS_GOOGLE } });
    await confirmWithGoogle({ googleId: user.googleId, credential: opts.credential });
  }
  await db.$transaction([
    db.accountDeletion.create({ data: { userId: user.id, email: user.email, firstName: user.firstName } }),
    // Co-hosting ends now on both sides: this account's shared access, and others' access to its guestbooks.
    db.guestbookCohost.deleteMany({ where: { OR: [{ userId: user.id }, { guestbook: { ownerId: user.id } }] } }),
    db.cohostInvitation.deleteMany({ where: { guestbook: { ownerId: user.id } } }),
    db.user.update({
      where: { id: user.id },
      data: { email: placeholderEmail(user.id), passwordHash: null, googleId: null, sessionVersion: { increment: 1 } },
    }),
  ]);
  // The account's public pages are gone from now on, on their next view.
  forgetAllPublicReads();
  await attempt.succeeded();
  // Should queueing fail now, the sweep queues the deletion again (requeueAccountDeletions).
  try {
    const jobId = await enqueue(QUEUES.deleteAccount, { userId: user.id });
    await db.accountDeletion.updateMany({ where: { userId: user.id }, data: { jobId } });
  } catch (error) {
    console.error("[echobook] could not queue an account deletion", error);
  }
}
