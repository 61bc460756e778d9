// Two kinds of lost work, found in one pass every 10 minutes by one instance at a time (advisory lock):
// - a voice still 'processing' long after it was saved: its MP3 job was never queued (the queue call
//   failed after the row was written) or gave out. Jobs are idempotent, so queueing twice does no harm.
// - a voice that no row holds any more (its guestbook deleted by cascade, or a crash between deleting a
//   row and its files): the AudioFile and its files are removed.
// The same timer remuxes stored originals that state no duration (lib/audio/remux-stored-originals.ts), marks audio cards whose year of hosting has passed (lib/cards/sweep-card-hosting.ts) and
// removes the images uploaded without an account that nothing uses a day on (lib/images/user-images/sweep-unused-images.ts),
// and queues again the deletion of accounts whose deletion job was lost or gave up (lib/account/run-account-deletion.ts),
// and hands mails whose job was never queued to the queue again (lib/mail/sweep-mail.ts).
import "server-only";
import { requeueAccountDeletions } from "@/lib/account/run-account-deletion";
import { deleteAudio, findUnheldAudio } from "@/lib/audio/delete-audio";
import { queueMp3 } from "@/lib/audio/ingest";
import { runPolishPass } from "@/lib/audio/polish-pass";
import { remuxStoredOriginals } from "@/lib/audio/remux-stored-originals";
import { sweepCardHosting } from "@/lib/cards/sweep-card-hosting";
import { db } from "@/lib/db/client";
import { sweepUnusedImages } from "@/lib/images/user-images/sweep-unused-images";
import { requeueUnsentMail } from "@/lib/mail/sweep-mail";
import { forgetUnconfirmedSignups } from "@/lib/newsletter/subscribe";
import { forgetOldGoogleNonces } from "@/lib/auth/google-nonce";

const STUCK_AFTER_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
// Rows older than this were retried by their jobs for long enough: leave them for a person to look at.
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const BATCH = 500;

export async function sweepAudio(now = new Date()): Promise<{ requeued: number; removed: number }> {
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext('sweep-stuck-audio')) AS locked`;
      if (!locked) return { requeued: 0, removed: 0 };
      const stuck = await tx.audioFile.findMany({
        where: { status: "processing", createdAt: { lt: new Date(now.getTime() - STUCK_AFTER_MS), gt: new Date(now.getTime() - GIVE_UP_AFTER_MS) } },
        select: { id: true },
        take: BATCH,
      });
      for (const { id } of stuck) await queueMp3(id);
      const unheld = await findUnheldAudio({ olderThan: new Date(now.getTime() - STUCK_AFTER_MS), limit: BATCH });
      return { requeued: stuck.length, removed: await deleteAudio(unheld) };
    },
    // Instances starting together all sweep at once; waiting a little for a connection beats failing.
    { maxWait: 15_000, timeout: 60_000 },
  );
}

type TSweepHolder = { echobookSweep?: ReturnType<typeof setInterval> };

export function startSweeping(): void {
  const holder = globalThis as unknown as TSweepHolder;
  if (holder.echobookSweep) return;
  const sweep = () =>
    sweepAudio()
      .then(({ requeued, removed }) => {
        if (requeued > 0) console.log(`[echobook] re-queued ${requeued} voice(s) whose MP3 was never made`);
        if (removed > 0) console.log(`[echobook] removed ${removed} voice(s) that nothing held any more`);
      })
      .catch((error: unknown) => console.error("[echobook] audio sweep failed", error))
      .then(() => remuxStoredOriginals())
      .then((originals) => {
        if (originals && originals.remuxed > 0) console.log(`[echobook] made ${originals.remuxed} stored original(s) seekable`);
      })
      .catch((error: unknown) => console.error("[echobook] remuxing stored originals failed", error))
      .then(() => runPolishPass())
      .then((pass) => {
        if (pass.queued > 0) console.log(`[echobook] polish pass: ${pass.left} voice(s) left to make their MP3 again; ${pass.queued} queued`);
      })
      .catch((error: unknown) => console.error("[echobook] polish pass failed", error))
      .then(() => sweepCardHosting())
      .then((cards) => {
        if (cards && cards.ended > 0) console.log(`[echobook] ${cards.ended} audio card(s) reached the end of their hosting`);
      })
      .catch((error: unknown) => console.error("[echobook] card hosting sweep failed", error))
      .then(() => sweepUnusedImages())
      .then((images) => {
        if (images && images > 0) console.log(`[echobook] removed ${images} image(s) uploaded without an account that nothing uses`);
      })
      .catch((error: unknown) => console.error("[echobook] image sweep failed", error))
      .then(() => requeueAccountDeletions())
      .then((accounts) => {
        if (accounts && accounts > 0) console.log(`[echobook] queued the deletion of ${accounts} account(s) again`);
      })
      .catch((error: unknown) => console.error("[echobook] account deletion sweep failed", error))
      .then(() => requeueUnsentMail())
      .then((mails) => {
        if (mails && mails > 0) console.log(`[echobook] queued ${mails} mail(s) again whose job was never queued`);
      })
      .catch((error: unknown) => console.error("[echobook] mail sweep failed", error))
      .then(() => forgetUnconfirmedSignups())
      .then((signups) => {
        if (signups && signups > 0) console.log(`[echobook] forgot ${signups} newsletter address(es) never confirmed`);
      })
      .catch((error: unknown) => console.error("[echobook] newsletter sweep failed", error))
      .then(() => forgetOldGoogleNonces())
      .catch((error: unknown) => console.error("[echobook] Google nonce sweep failed", error));
  void sweep();
  holder.echobookSweep = setInterval(sweep, SWEEP_EVERY_MS);
  holder.echobookSweep.unref();
}
