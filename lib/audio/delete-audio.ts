// Removes voices that nothing holds any more: their AudioFile rows, then their stored original and MP3.
// Callers delete the rows that held them first (a recording, a guestbook's recordings by cascade, a
// card); a voice still held by a row is skipped, so this never takes audio from under anyone. Files
// that cannot be removed are logged, not fatal: the row is gone and the sweep will not see them again.
import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/storage";

// Every column that holds a voice (the audioId columns, a guestbook's greeting): a voice none of them names is held by nothing.
const UNHELD = Prisma.sql`NOT EXISTS (SELECT 1 FROM "Recording" r WHERE r."audioId" = a."id")
  AND NOT EXISTS (SELECT 1 FROM "AudioMessage" m WHERE m."audioId" = a."id")
  AND NOT EXISTS (SELECT 1 FROM "PersonalMessage" p WHERE p."audioId" = a."id")
  AND NOT EXISTS (SELECT 1 FROM "ProAudioMessage" q WHERE q."audioId" = a."id")
  AND NOT EXISTS (SELECT 1 FROM "Guestbook" g WHERE g."greetingAudioId" = a."id")`;

export async function deleteAudio(audioIds: readonly string[]): Promise<number> {
  if (audioIds.length === 0) return 0;
  const removed = await db.$queryRaw<{ originalKey: string; mp3Key: string | null }[]>`
    DELETE FROM "AudioFile" a
    WHERE a."id" = ANY(${[...audioIds]}::text[])
      AND ${UNHELD}
    RETURNING a."originalKey", a."mp3Key"`;
  await removeFiles(removed.flatMap((audio) => [audio.originalKey, audio.mp3Key ?? []]).flat());
  return removed.length;
}

/** Voices no row holds (left by a cascade, or by a crash between two steps), saved before `olderThan`. */
export async function findUnheldAudio(opts: { olderThan: Date; limit: number }): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT a."id" FROM "AudioFile" a
    WHERE a."createdAt" < ${opts.olderThan}
      AND ${UNHELD}
    ORDER BY a."createdAt" LIMIT ${opts.limit}`;
  return rows.map((row) => row.id);
}

export async function removeFiles(keys: string[]): Promise<void> {
  const storage = getStorage();
  const results = await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected") console.error("[echobook] could not delete a stored file", result.reason);
  }
}
