// Serving a voice to a player or a download: the original with byte ranges (so <audio> can seek), or
// the MP3 made in the background, answered 409 with Retry-After while it is being made and 404 when it
// never will be. Every route that plays audio (recordings, messages, cards, stitches) answers through here.
import "server-only";
import type { AudioFile } from "@/lib/generated/prisma/client";
import { ApiError, notReadyYet } from "@/lib/http/errors";
import { storageResponse } from "@/lib/storage/http";
import { audioExtension } from "./probe";

export type TServeOptions = {
  /** `private` for an owner's files, `public` for what anyone with the link may hear. */
  cacheControl: string;
  /** Given a file extension, the name a download is saved under; absent, the audio plays inline. */
  downloadName?: (ext: string) => string;
};

export const MP3_PENDING = "The MP3 is still being prepared. Please try again in a moment.";

// With S3 configured, a redirect to a signed URL: the bucket (or a CDN before it) serves the bytes.
function serve(request: Request, key: string, contentType: string, ext: string, opts: TServeOptions): Promise<Response> {
  return storageResponse(request, key, { contentType, downloadName: opts.downloadName?.(ext), cacheControl: opts.cacheControl, redirect: true });
}

export function serveOriginal(request: Request, audio: Pick<AudioFile, "originalKey" | "originalMime">, opts: TServeOptions): Promise<Response> {
  return serve(request, audio.originalKey, audio.originalMime, audioExtension(audio.originalMime) ?? "audio", opts);
}

/** An MP3 made by a job: `key` once it is ready, `failed` when the job gave up. */
export type TMadeMp3 = { key: string | null; failed: boolean };

export const mp3Of = (audio: Pick<AudioFile, "mp3Key" | "status">): TMadeMp3 => ({ key: audio.mp3Key, failed: audio.status === "failed" });

export async function serveMp3(request: Request, made: TMadeMp3, opts: TServeOptions & { failedMessage: string; pendingMessage?: string }): Promise<Response> {
  if (!made.key) {
    if (made.failed) throw new ApiError("NOT_FOUND", opts.failedMessage);
    throw notReadyYet(opts.pendingMessage ?? MP3_PENDING);
  }
  return serve(request, made.key, "audio/mpeg", "mp3", opts);
}
