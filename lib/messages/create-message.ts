// A quick message saved from /record: the audio checked and stored, a row written, the MP3 queued.
// A retried upload (same clientUploadId) answers the message the first attempt made, so a take that
// arrived while its answer was lost is never saved twice.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { ingestAudio } from "@/lib/audio/ingest";
import { MESSAGE_MAX_DURATION_SECONDS } from "@/lib/audio/limits";
import { db } from "@/lib/db/client";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { QUEUES, enqueue } from "@/lib/jobs/queue";
import { getStorage, storageKey } from "@/lib/storage";
import type { TMessageUploadFields } from "@/lib/validation/messages";

export type TCreatedMessage = { id: string; durationMs: number; created: boolean };

async function existing(clientUploadId: string | undefined): Promise<TCreatedMessage | null> {
  if (!clientUploadId) return null;
  const found = await db.audioMessage.findUnique({ where: { clientUploadId }, select: { id: true, durationMs: true } });
  return found ? { id: found.id, durationMs: found.durationMs ?? 0, created: false } : null;
}

export async function createMessage(opts: {
  file: TReceivedFile | null;
  fields: TMessageUploadFields;
  ownerId: string | null;
}): Promise<TCreatedMessage> {
  const { fields, ownerId } = opts;
  const already = await existing(fields.clientUploadId);
  if (already) return already;

  const id = newPublicId();
  const audio = await ingestAudio({
    file: opts.file,
    maxDurationSeconds: MESSAGE_MAX_DURATION_SECONDS,
    keyFor: (ext) => storageKey({ scope: "messages", ownerId: ownerId ?? "anonymous", kind: "audio", id, ext }),
  });
  try {
    await db.audioMessage.create({
      data: {
        id,
        ownerId,
        title: fields.title,
        name: fields.name,
        email: fields.email,
        durationMs: audio.durationMs,
        sizeBytes: audio.sizeBytes,
        originalKey: audio.originalKey,
        originalMime: audio.contentType,
        clientUploadId: fields.clientUploadId,
      },
    });
  } catch (error) {
    // Two attempts of the same upload raced: the other one won, so this copy goes.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      await getStorage().delete(audio.originalKey);
      const winner = await existing(fields.clientUploadId);
      if (winner) return winner;
    }
    throw error;
  }
  await enqueue(QUEUES.transcodeAudio, { kind: "message", id });
  return { id, durationMs: audio.durationMs, created: true };
}
