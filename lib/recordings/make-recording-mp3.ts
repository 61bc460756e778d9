// The transcode job for a guest's recording: the stored original becomes an MP3 beside it. Safe to run
// twice (a retried or duplicated job finds the recording ready and stops; a deleted one is skipped).
import "server-only";
import { makeMp3 } from "@/lib/audio/make-mp3";
import { db } from "@/lib/db/client";
import { getStorage, storageKey } from "@/lib/storage";

export async function makeRecordingMp3(id: string): Promise<void> {
  const recording = await db.recording.findUnique({ where: { id } });
  if (!recording || recording.status === "ready") return;
  const mp3Key = await makeMp3({
    originalKey: recording.originalKey,
    originalMime: recording.originalMime,
    mp3Key: storageKey({ scope: "guestbooks", ownerId: recording.guestbookId, kind: "exports", id, ext: "mp3" }),
  });
  const updated = await db.recording.updateMany({ where: { id }, data: { mp3Key, status: "ready" } });
  // Deleted while the MP3 was being made: do not leave the file behind.
  if (updated.count === 0 && mp3Key !== recording.originalKey) await getStorage().delete(mp3Key);
}

export async function markRecordingAudioFailed(id: string): Promise<void> {
  await db.recording.updateMany({ where: { id, status: "processing" }, data: { status: "failed" } });
}
