// Everything a worker does besides answering requests: the job queues' workers and the periodic sweeps.
// A web instance starts it from instrumentation.ts (unless RUN_WORKERS=false), `npm run worker` on its own.
import "server-only";
import { onQueueLost, stopQueue } from "@/lib/queue/queue";
import { startSweeping } from "./sweep";
import { startWorkers } from "./workers";

export async function startBackgroundWork(): Promise<void> {
  // A worker that cannot reach the queue yet must not stay without it: keep trying, in the background
  // after a first failure so a web server does not wait for it. The same when the queue stops by itself.
  onQueueLost(() => void retryWorkers());
  const first = await startWorkers().then(
    () => true,
    (error: unknown) => (console.error("[echobook] background workers did not start", error), false),
  );
  if (!first) void retryWorkers();
  startSweeping();
}

// However long the database is away (a failover, a restore), the workers come back when it does.
const RETRY_MAX_MS = 30_000;
let stopping = false;

async function retryWorkers(): Promise<void> {
  for (let attempt = 2; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, 1_000 * 2 ** (attempt - 2))));
    if (stopping) return;
    const started = await startWorkers().then(
      () => true,
      (error: unknown) => {
        console.error(`[echobook] background workers did not start (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
    if (started) return;
  }
}

/** Lets running jobs finish for up to `timeoutMs`, then hands the rest back to the queue for another worker. */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  stopping = true;
  await stopQueue(timeoutMs);
}
