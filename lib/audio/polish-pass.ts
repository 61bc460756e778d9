// The polish pass (issue 48): every stored voice whose MP3 is not the one it wants (voices from before
// polish existed, and a guestbook whose host switched "Even out voices") is made again in the background,
// one at a time on each worker at background priority, so a party already recorded sounds like a new one.
// Resumable by construction: what is left is read from the database (AudioFile.polish against
// mp3Polished) on every sweep, and a job whose voice already has its MP3 does nothing.
import "server-only";
import { db } from "@/lib/db/client";
import { QUEUES, enqueue } from "@/lib/queue/queue";

const BATCH = 500;

type TPending = { id: string };

/** Voices whose stored MP3 is not the wanted one (optionally of one guestbook), oldest first. */
async function pendingVoices(limit: number, guestbookId?: string): Promise<TPending[]> {
  if (guestbookId) {
    return db.$queryRaw<TPending[]>`
      SELECT a.id FROM "AudioFile" a
      WHERE a.status = 'ready' AND a.polish IS DISTINCT FROM COALESCE(a."mp3Polished", false)
        AND (a.id IN (SELECT "audioId" FROM "Recording" WHERE "guestbookId" = ${guestbookId})
             OR a.id = (SELECT "greetingAudioId" FROM "Guestbook" WHERE id = ${guestbookId}))
      ORDER BY a."createdAt" LIMIT ${limit}`;
  }
  return db.$queryRaw<TPending[]>`
    SELECT id FROM "AudioFile"
    WHERE status = 'ready' AND polish IS DISTINCT FROM COALESCE("mp3Polished", false)
    ORDER BY "createdAt" LIMIT ${limit}`;
}

/** Queues voices for their wanted MP3; one job per voice at a time (a voice already queued is not queued twice). */
export async function queuePolish(ids: string[]): Promise<void> {
  for (const id of ids) await enqueue(QUEUES.polishAudio, { audioId: id }, { singletonKey: id });
}

/** The sweep's turn: queues the next voices left, and says how many are left in all. */
export async function runPolishPass(): Promise<{ queued: number; left: number }> {
  const pending = await pendingVoices(BATCH);
  await queuePolish(pending.map((voice) => voice.id));
  if (pending.length === 0) return { queued: 0, left: 0 };
  const [{ left }] = await db.$queryRaw<{ left: number }[]>`
    SELECT count(*)::int AS left FROM "AudioFile" WHERE status = 'ready' AND polish IS DISTINCT FROM COALESCE("mp3Polished", false)`;
  return { queued: pending.length, left };
}

/** After a host switched "Even out voices": that guestbook's voices, at once. */
export async function queueGuestbookPolish(guestbookId: string): Promise<void> {
  await queuePolish((await pendingVoices(10_000, guestbookId)).map((voice) => voice.id));
}
