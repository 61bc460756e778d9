// A quick message saved from /record: the audio checked and stored, a row written, the MP3 queued.
// A retried upload (same clientUploadId) answers the message the first attempt made, so a take that
// arrived while its answer was lost is never saved twice.
import "server-only";
import { ingestAudio } from "@/lib/audio/ingest";
import { MESSAGE_MAX_DURATION_SECONDS } from "@/lib/audio/limits";
import { db } from "@/lib/db/client";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import type { TMessageUploadFields } from "@/lib/validation/messages";

export type TCreatedMessage = { id: string; durationMs: number; created: boolean };

async function existing(clientUploadId: string | undefined): Promise<TCreatedMessage | null> {
  if (!clientUploadId) return null;
  const found = await db.audioMessage.findUnique({ where: { clientUploadId }, select: { id: true, audio: { select: { durationMs: true } } } });
  return found ? { id: found.id, durationMs: found.audio.durationMs ?? 0, created: false } : null;
}

export async function createMessage(opts: { file: TReceivedFile | null; fields: TMessageUploadFields; ownerId: string | null }): Promise<TCreatedMessage> {
  const { fields, ownerId } = opts;
  const already = await existing(fields.clientUploadId);
  if (already) return already;

  const id = newPublicId();
  return ingestAudio({
    file: opts.file,
    maxDurationSeconds: MESSAGE_MAX_DURATION_SECONDS,
    key: { scope: "messages", ownerId: ownerId ?? "anonymous", id },
    existing: () => existing(fields.clientUploadId),
    save: async (tx, audio) => {
      await tx.audioMessage.create({
        data: { id, ownerId, title: fields.title, name: fields.name, email: fields.email, audioId: audio.id, clientUploadId: fields.clientUploadId },
      });
      return { id, durationMs: audio.durationMs ?? 0, created: true };
    },
  });
}
