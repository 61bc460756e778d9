// Turns a received upload into a stored original: checked by ffmpeg, measured, held to the caller's
// maximum duration, and saved under a key the caller builds from owner and id (never from the file name).
import "server-only";
import { createReadStream } from "node:fs";
import { ApiError } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { getStorage } from "@/lib/storage";
import { DURATION_TOLERANCE_MS, tooLongMessage } from "./limits";
import { probeAudio, type TAudioContainer, type TAudioProbe } from "./probe";

export type TIngestedAudio = TAudioProbe & { originalKey: string; sizeBytes: number };

export async function ingestAudio(opts: {
  file: TReceivedFile | null;
  maxDurationSeconds: number;
  keyFor(container: TAudioContainer): string;
}): Promise<TIngestedAudio> {
  const { file } = opts;
  if (!file || file.size === 0) throw new ApiError(400, "No audio to save");
  const probe = await probeAudio(file.path);
  if (probe.durationMs > opts.maxDurationSeconds * 1000 + DURATION_TOLERANCE_MS) {
    throw new ApiError(422, tooLongMessage(opts.maxDurationSeconds), { durationMs: probe.durationMs });
  }
  const originalKey = opts.keyFor(probe.container);
  await getStorage().put(originalKey, createReadStream(file.path), { contentType: probe.contentType, contentLength: file.size });
  return { ...probe, originalKey, sizeBytes: file.size };
}
