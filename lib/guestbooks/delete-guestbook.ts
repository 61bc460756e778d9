// Deletes a guestbook with its recordings and stitched files. Rows go in one statement (cascade); the
// recordings' voices and the stitched files are removed afterwards. A file that cannot be removed is
// logged, not fatal.
import "server-only";
import { deleteAudio, removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";

export async function deleteGuestbook(opts: { guestbookId: string }): Promise<void> {
  const [recordings, stitches] = await Promise.all([
    db.recording.findMany({ where: { guestbookId: opts.guestbookId }, select: { audioId: true } }),
    db.stitchedAudio.findMany({ where: { guestbookId: opts.guestbookId }, select: { outputKey: true } }),
  ]);
  await db.guestbook.delete({ where: { id: opts.guestbookId } });
  await deleteAudio(recordings.map((recording) => recording.audioId));
  await removeFiles(stitches.flatMap((stitch) => stitch.outputKey ?? []));
}
