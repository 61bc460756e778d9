// Deletes a guestbook with its recordings and stitched files. Rows go in one statement (cascade);
// files are removed afterwards, and a file that cannot be removed is logged, not fatal.
import "server-only";
import { db } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";

export async function deleteGuestbook(opts: { guestbookId: string }): Promise<void> {
  const [recordings, stitches] = await Promise.all([
    db.recording.findMany({ where: { guestbookId: opts.guestbookId }, select: { originalKey: true, mp3Key: true } }),
    db.stitchedAudio.findMany({ where: { guestbookId: opts.guestbookId }, select: { outputKey: true } }),
  ]);
  await db.guestbook.delete({ where: { id: opts.guestbookId } });
  const keys = [
    ...recordings.flatMap((recording) => [recording.originalKey, recording.mp3Key]),
    ...stitches.map((stitch) => stitch.outputKey),
  ].filter((key): key is string => Boolean(key) );
  await removeFiles(keys);
}

export async function removeFiles(keys: string[]): Promise<void> {
  const storage = getStorage();
  const results = await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected") console.error("[echobook] could not delete a stored file", result.reason);
  }
}
