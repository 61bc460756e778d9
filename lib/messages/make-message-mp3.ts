// The transcode job for a quick message: the stored original becomes an MP3 beside it. Safe to run
// twice (a retried or duplicated job finds the message ready and stops).
import "server-only";
import { db } from "@/lib/db/client";
import { makeMp3 } from "@/lib/audio/make-mp3";
import { storageKey } from "@/lib/storage";

export async function makeMessageMp3(id: string): Promise<void> {
  const message = await db.audioMessage.findUnique({ where: { id } });
  if (!message || message.status === "ready") return;
  const mp3Key = await makeMp3({
    originalKey: message.originalKey,
    originalMime: message.originalMime,
    mp3Key: storageKey({ scope: "messages", ownerId: message.ownerId ?? "anonymous", kind: "exports", id, ext: "mp3" }),
  });
  await db.audioMessage.update({ where: { id }, data: { mp3Key, status: "ready" } });
}

export async function markMessageAudioFailed(id: string): Promise<void> {
  await db.audioMessage.updateMany({ where: { id, status: "processing" }, data: { status: "failed" } });
}
