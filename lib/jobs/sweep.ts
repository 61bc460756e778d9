// Re-queues MP3 work that was lost: a row still 'processing' long after it was saved means its job was
// never queued (the queue call failed after the row was written) or gave out. Jobs are idempotent, so a
// job queued twice does no harm. One instance sweeps at a time (advisory lock); every 10 minutes.
import "server-only";
import { db } from "@/lib/db/client";
import { QUEUES, enqueue } from "./queue";

const STUCK_AFTER_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
// Rows older than this were retried by their jobs for long enough: leave them for a person to look at.
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

export async function sweepStuckAudio(now = new Date()): Promise<number> {
  const window = { lt: new Date(now.getTime() - STUCK_AFTER_MS), gt: new Date(now.getTime() - GIVE_UP_AFTER_MS) };
  return db.$transaction(async (tx) => {
    const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext('sweep-stuck-audio')) AS locked`;
    if (!locked) return 0;
    const [recordings, messages] = await Promise.all([
      tx.recording.findMany({ where: { status: "processing", createdAt: window }, select: { id: true }, take: 500 }),
      tx.audioMessage.findMany({ where: { status: "processing", createdAt: window }, select: { id: true }, take: 500 }),
    ]);
    for (const { id } of recordings) await enqueue(QUEUES.transcodeAudio, { kind: "recording", id });
    for (const { id } of messages) await enqueue(QUEUES.transcodeAudio, { kind: "message", id });
    return recordings.length + messages.length;
  });
}

type TSweepHolder = { echobookSweep?: ReturnType<typeof setInterval> };

export function startSweeping(): void {
  const holder = globalThis as unknown as TSweepHolder;
  if (holder.echobookSweep) return;
  const sweep = () =>
    sweepStuckAudio()
      .then((count) => count > 0 && console.log(`[echobook] re-queued ${count} recording(s) whose MP3 was never made`))
      .catch((error: unknown) => console.error("[echobook] sweep for stuck audio failed", error));
  void sweep();
  holder.echobookSweep = setInterval(sweep, SWEEP_EVERY_MS);
  holder.echobookSweep.unref();
}
