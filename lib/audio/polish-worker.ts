// The worker thread's side of polish-threads.ts: each message is a take to polish (polish-dsp.ts), each
// answer its result or its error, under the message's id.
import { parentPort } from "node:worker_threads";
import { polishWav, type TPolishJob } from "./polish-dsp";

parentPort?.on("message", ({ id, job }: { id: number; job: TPolishJob }) => {
  try {
    parentPort?.postMessage({ id, result: polishWav(job) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
