// The deletion job (queue `account.delete`): removes everything an account marked for deletion holds,
// through the modules that own it (guestbooks, cards, voices, images, storage), then the user row. Every
// step can run again: a run that fails half-way is retried by the queue (and queued again by the sweep)
// until nothing is left. Storage keys are remembered on the AccountDeletion row before their rows go, so
// a retry still removes files whose rows an earlier run deleted. Payments stay, without the account.
import "server-only";
import { deleteAudio, removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { deleteGuestbook } from "@/lib/guestbooks/delete-guestbook";
import { previewKeysOf } from "@/lib/guestbooks/preview-image";
import { enqueue, isJobPending, QUEUES } from "@/lib/queue/queue";
import { queueAccountDeletedMail } from "@/lib/mail/account-notices";
import { getStorage } from "@/lib/storage";
import { readAccountContents, storageKeysOf, type TAccountContents } from "./account-files";
import { cancelAllSubscriptions } from "./cancel-subscriptions";

const REQUEUE_AFTER_MS = 10 * 60_000;

/** Payments and their checkouts are kept for the accounts; who paid is taken off them. */
async function anonymisePayments(userId: string): Promise<void> {
  await db.$transaction([
    db.payment.updateMany({ where: { userId }, data: { userId: null } }),
    db.checkoutSession.updateMany({ where: { userId }, data: { userId: null, customerEmail: null, guestPayerHash: null } }),
  ]);
}

async function deleteContents(userId: string, contents: TAccountContents): Promise<void> {
  for (const guestbook of contents.guestbooks) await deleteGuestbook({ guestbookId: guestbook.id });
  await db.personalMessage.deleteMany({ where: { ownerId: userId } });
  await db.proAudioMessage.deleteMany({ where: { creatorId: userId } });
  await db.audioMessage.deleteMany({ where: { ownerId: userId } });
  await deleteAudio([...contents.cards, ...contents.proCards, ...contents.messages].flatMap((row) => (row.audioId ? [row.audioId] : [])));
  await db.userImage.deleteMany({ where: { OR: [{ userId }, { id: { in: contents.cardImages.map((image) => image.id) } }] } });
  await db.stitchedAudio.deleteMany({ where: { ownerId: userId } });
  await db.proSettings.deleteMany({ where: { userId } });
}

/** Removes every remembered file; throws (so the job is retried) while any is still stored. */
async function removeStoredFiles(keys: string[]): Promise<void> {
  await removeFiles(keys);
  const storage = getStorage();
  const left: string[] = [];
  for (let i = 0; i < keys.length; i += 16) {
    const batch = keys.slice(i, i + 16);
    const heads = await Promise.all(batch.map((key) => storage.head(key)));
    left.push(...batch.filter((_, j) => heads[j] !== null));
  }
  if (left.length > 0) throw new Error(`${left.length} file(s) of a deleted account are still stored, e.g. ${left[0]}`);
}

export async function runAccountDeletion(opts: { userId: string }): Promise<void> {
  const { userId } = opts;
  const pending = await db.accountDeletion.findUnique({ where: { userId } });
  // No row: the account is gone already (its deletion took this row with it) or was never marked.
  if (!pending) return;
  await cancelAllSubscriptions({ userId });
  const contents = await readAccountContents(userId);
  const previews = await previewKeysOf(contents.guestbooks.map((guestbook) => guestbook.id));
  const keys = [...new Set([...pending.storageKeys, ...storageKeysOf(contents), ...previews])];
  await db.accountDeletion.update({ where: { userId }, data: { storageKeys: keys } });
  await anonymisePayments(userId);
  await deleteContents(userId, contents);
  await removeStoredFiles(keys);
  await finishAccountDeletion({ userId, email: pending.email, firstName: pending.firstName });
}

/**
 * The last step, once nothing of the account is left: the user row goes (with its drafts, credits,
 * subscriptions and this deletion's row), with the newsletter sign-up, sign-in counters, mails and
 * contact messages of its address. The "account deleted" email then goes to `email`; its row is removed
 * once sent. A new account that took the freed address since keeps what came after its sign-up.
 */
async function finishAccountDeletion(opts: { userId: string; email: string; firstName: string }): Promise<void> {
  const successor = await db.user.findUnique({ where: { email: opts.email }, select: { createdAt: true } });
  const ofThisAccount = successor ? { createdAt: { lt: successor.createdAt } } : {};
  await db.$transaction([
    db.mail.deleteMany({
      where: { OR: [{ to: { equals: opts.email, mode: "insensitive" } }, { replyTo: { equals: opts.email, mode: "insensitive" } }], ...ofThisAccount },
    }),
    db.contactMessage.deleteMany({ where: { email: { equals: opts.email, mode: "insensitive" }, ...ofThisAccount } }),
    db.newsletterSignup.deleteMany({ where: { email: opts.email } }),
    db.rateLimit.deleteMany({ where: { key: { startsWith: `login-fail:account:${opts.email}:` } } }),
    db.user.deleteMany({ where: { id: opts.userId } }),
  ]);
  // Queued under a key of its own: a retry of this last step does not mail twice.
  await queueAccountDeletedMail({ email: opts.email, firstName: opts.firstName });
}

/** For the sweep: deletions whose job was never queued, or gave up, are queued again. */
export async function requeueAccountDeletions(now = new Date()): Promise<number> {
  const stale = await db.accountDeletion.findMany({
    where: { requestedAt: { lt: new Date(now.getTime() - REQUEUE_AFTER_MS) } },
    select: { userId: true, jobId: true },
    take: 100,
  });
  let queued = 0;
  for (const { userId, jobId } of stale) {
    if (jobId && (await isJobPending(QUEUES.deleteAccount, jobId))) continue;
    const next = await enqueue(QUEUES.deleteAccount, { userId });
    await db.accountDeletion.updateMany({ where: { userId }, data: { jobId: next } });
    queued += 1;
  }
  return queued;
}
