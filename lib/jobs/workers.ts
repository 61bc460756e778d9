// Every instance works every queue: started once per server process from instrumentation.ts.
import { makeMessageMp3, markMessageAudioFailed } from "@/lib/messages/make-message-mp3";
import { makeRecordingMp3, markRecordingAudioFailed } from "@/lib/recordings/make-recording-mp3";
import { markStitchFailed, runStitchJob } from "@/lib/stitching/run-stitch-job";
import { QUEUES, work } from "./queue";

export async function startWorkers(): Promise<void> {
  await work(QUEUES.transcodeAudio, async (job, meta) => {
    const make = job.kind === "recording" ? makeRecordingMp3 : makeMessageMp3;
    const markFailed = job.kind === "recording" ? markRecordingAudioFailed : markMessageAudioFailed;
    try {
      await make(job.id);
    } catch (error) {
      // The original stays playable where the browser supports it; only the last attempt gives up.
      if (meta.retryCount >= meta.retryLimit) await markFailed(job.id);
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
}
