// Every instance works every queue: started once per server process from instrumentation.ts.
import { makeAudioMp3, markAudioFailed } from "@/lib/audio/make-mp3";
import { markStitchFailed, runStitchJob } from "@/lib/stitching/run-stitch-job";
import { deliverMail } from "@/lib/mail/deliver-mail";
import { writeSummary } from "@/lib/mail/host-notes";
import { mailTransport } from "@/lib/mail/mail-mode";
import { queueNameFor } from "@/lib/mail/queue-mail";
import { QUEUES, work } from "./queue";

export async function startWorkers(): Promise<void> {
  await work(QUEUES.transcodeAudio, async (job, meta) => {
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
  await work(QUEUES.stitchAudio, async (job, meta) => {
    try {
      await runStitchJob(job.stitchId);
    } catch (error) {
      // Earlier attempts are retried from the originals; the last one tells the host it failed.
      if (meta.retryCount >= meta.retryLimit) await markStitchFailed(job.stitchId);
      throw error;
    }
  });
  // Mail: only the queue of the way this instance sends (none where no mail can go).
  const transport = mailTransport();
  if (transport !== "none") {
    await work(queueNameFor(transport), async (job, meta) => {
      if ("summary" in job) return writeSummary(job.summary);
      await deliverMail(job.mailId, { lastAttempt: meta.retryCount >= meta.retryLimit });
    });
  }
}
