// Every voice enters the product here: the upload is checked and measured by ffmpeg, held to the
// caller's maximum duration, stored under a key built from owner and id (never from the file name),
// recorded as an AudioFile in the same transaction as the row that holds it, and its MP3 queued.
// Anything that fails after the bytes were stored removes them again, so a refused or duplicated
// upload leaves no file behind.
import "server-only";
import { createReadStream } from "node:fs";
import { db } from "@/lib/db/client";
import { Prisma, type AudioFile } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { QUEUES, enqueue } from "@/lib/jobs/queue";
import { getStorage, storageKey, type TStorageScope } from "@/lib/storage";
import { DURATION_TOLERANCE_MS, tooLongMessage } from "./limits";
import { probeAudio } from "./probe";

export type TIngestOptions<T> = {
  file: TReceivedFile | null;
  maxDurationSeconds: number;
  /** How far past the maximum a take may run (a recorder stops a moment late); DURATION_TOLERANCE_MS unless given. */
  toleranceMs?: number;
  /** Where the original goes: `<scope>/<ownerId>/audio/<id>.<ext>`. */
  key: { scope: TStorageScope; ownerId: string; id: string };
  /** Writes the row that holds this voice, inside the transaction that creates its AudioFile. */
  save(tx: Prisma.TransactionClient, audio: AudioFile): Promise<T>;
  /** A retried upload (same client upload id) that lost the race to its twin answers what the twin made. */
  existing(): Promise<T | null>;
};

export async function ingestAudio<T>(opts: TIngestOptions<T>): Promise<T> {
  const { file } = opts;
  if (!file || file.size === 0) throw new ApiError(400, "No audio to save");
  const probe = await probeAudio(file.path);
  if (probe.durationMs > opts.maxDurationSeconds * 1000 + (opts.toleranceMs ?? DURATION_TOLERANCE_MS)) {
    throw new ApiError(422, tooLongMessage(opts.maxDurationSeconds), { durationMs: probe.durationMs });
  }
  const originalKey = storageKey({ ...opts.key, kind: "audio", ext: probe.container });
  const storage = getStorage();
  await storage.put(originalKey, createReadStream(file.path), { contentType: probe.contentType, contentLength: file.size });

  let saved: { result: T; audioId: string };
  try {
    saved = await db.$transaction(async (tx) => {
      const audio = await tx.audioFile.create({
        data: { originalKey, originalMime: probe.contentType, sizeBytes: file.size, durationMs: probe.durationMs },
      });
      return { result: await opts.save(tx, audio), audioId: audio.id };
    });
  } catch (error) {
    await storage.delete(originalKey);
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await opts.existing();
      if (winner) return winner;
    }
    throw error;
  }
  await queueMp3(saved.audioId);
  return saved.result;
}

export async function queueMp3(audioId: string): Promise<void> {
  await enqueue(QUEUES.transcodeAudio, { audioId });
}
