// Deletes a guestbook with its recordings, its greeting, stitched files, keepsake books and link-preview pictures. Rows go in one
// statement (cascade); the recordings' voices and the files are removed afterwards. A file that cannot be removed is
// logged, not fatal.
import "server-only";
import { deleteAudio, removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { previewKeysOf } from "./preview-image";
import { forgetPublicGuestbook } from "./public-guestbook";

export async function deleteGuestbook(opts: { guestbookId: string }): Promise<void> {
  const [recordings, stitches, keepsakes, previews, guestbook] = await Promise.all([
    db.recording.findMany({ where: { guestbookId: opts.guestbookId }, select: { audioId: true } }),
    db.stitchedAudio.findMany({ where: { guestbookId: opts.guestbookId }, select: { outputKey: true } }),
    db.keepsakeBook.findMany({ where: { guestbookId: opts.guestbookId }, select: { storageKey: true } }),
    previewKeysOf([opts.guestbookId]),
    db.guestbook.findUnique({ where: { id: opts.guestbookId }, select: { greetingAudioId: true } }),
  ]);
  await db.guestbook.delete({ where: { id: opts.guestbookId } });
  forgetPublicGuestbook(opts.guestbookId);
  await deleteAudio([...recordings.map((recording) => recording.audioId), ...(guestbook?.greetingAudioId ? [guestbook.greetingAudioId] : [])]);
  await removeFiles([...stitches.flatMap((stitch) => stitch.outputKey ?? []), ...keepsakes.flatMap((book) => book.storageKey ?? []), ...previews]);
}
