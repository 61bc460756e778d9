// The job code every worker runs: a web instance (from instrumentation.ts, unless RUN_WORKERS=false) and
// each `npm run worker` process (scripts/worker.ts). MP3s and stitches have their own subscriptions, so
// a long stitch never holds up a party's takes.
import "server-only";
import os from "node:os";
import { markKeepsakeFailed, runKeepsakeJob } from "@/lib/keepsake/owner-keepsake";
import { runAccountDeletion } from "@/lib/account/run-account-deletion";
import { makeAudioMp3, markAudioFailed } from "@/lib/audio/make-mp3";
import { getEnv } from "@/lib/env";
import { markStitchFailed, runStitchJob } from "@/lib/stitching/run-stitch-job";
import { deliverMail } from "@/lib/mail/deliver-mail";
import { writeSummary } from "@/lib/mail/host-notes";
import { mailTransport } from "@/lib/mail/mail-mode";
import { queueNameFor } from "@/lib/mail/queue-mail";
import { QUEUES, work } from "@/lib/queue/queue";

export async function startWorkers(): Promise<void> {
  const env = getEnv();
  await work(QUEUES.transcodeAudio, env.JOB_CONCURRENCY ?? Math.max(1, os.availableParallelism()), async (job, meta) => {
    // Jobs queued before voices had their own table name a message or recording instead; the sweep
    // queues those voices again by their AudioFile id.
    if (typeof job.audioId !== "string") return;
    try {
      await makeAudioMp3(job.audioId);
    } catch (error) {
      // The original stays playable where the browser supports it; only the last attempt gives up.
      if (meta.retryCount >= meta.retryLimit) await markAudioFailed(job.audioId);
      throw error;
    }
  });
  // The polish pass: one voice at a time, below guests' uploads and MP3s (its ffmpeg runs at background priority).
  await work(QUEUES.polishAudio, 1, (job) => makeAudioMp3(job.audioId, "background"));
  await work(QUEUES.stitchAudio, env.STITCH_CONCURRENCY, async (job, meta) => {
    try {
      await runStitchJob(job.stitchId);
    } catch (error) {
      // Earlier attempts are retried from the originals; the last one tells the host it failed.
      if (meta.retryCount >= meta.retryLimit) await markStitchFailed(job.stitchId);
      throw error;
    }
  });
  // One keepsake book at a time an instance: its turns queue for media slots below uploads and MP3s.
  await work(QUEUES.buildKeepsake, 1, async (job, meta) => {
    try {
      await runKeepsakeJob(job.bookId, job.siteUrl);
    } catch (error) {
      if (meta.retryCount >= meta.retryLimit) await markKeepsakeFailed(job.bookId);
      throw error;
    }
  });
  // A deletion that fails is retried by the queue; one that gave up is queued again by the sweep.
  await work(QUEUES.deleteAccount, 1, (job) => runAccountDeletion({ userId: job.userId }));
  // Mail: only the queue of the way this instance sends (none where no mail can go).
  const transport = mailTransport();
  if (transport !== "none") {
    await work(queueNameFor(transport), 1, async (job, meta) => {
      if ("summary" in job) return writeSummary(job.summary);
      await deliverMail(job.mailId, { lastAttempt: meta.retryCount >= meta.retryLimit });
    });
  }
}
