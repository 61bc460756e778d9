// Playing or downloading a recording: the owner or a co-host, and never one beyond the tier's guest limit.
import "server-only";
import type { TServeOptions } from "@/lib/audio/serve-audio";
import type { Recording } from "@/lib/generated/prisma/client";
import { getManagedRecording, type TOwnedRecording } from "@/lib/guestbooks/access";
import { REQUIRES_UPGRADE } from "@/lib/constants/guestbooks";
import { requiresUpgrade, type ApiError } from "@/lib/http/errors";

export function requiresUpgradeError(): ApiError {
  return requiresUpgrade(REQUIRES_UPGRADE);
}

export async function getPlayableRecording(opts: { id: string; userId: string }): Promise<TOwnedRecording> {
  const recording = await getManagedRecording(opts);
  if (recording.requiresUpgrade) throw requiresUpgradeError();
  return recording;
}

/** 'Ana Lopez - 2026-11-21 14-05.mp3': guest and time, safe in every file system. */
export function recordingFileName(recording: Pick<Recording, "guestName" | "createdAt">, ext: string): string {
  const guest =
    recording.guestName
      .replace(/[^\p{L}\p{N} ._-]+/gu, "")
      .trim()
      .slice(0, 60) || "Guest";
  const time = recording.createdAt.toISOString().slice(0, 16).replace("T", " ").replace(":", "-");
  return `${guest} - ${time}.${ext}`;
}

/** How the owner's player gets a recording: inline, or saved under the guest's name with `?download`. */
export function recordingDownload(request: Request, recording: Pick<Recording, "guestName" | "createdAt">): TServeOptions {
  const download = new URL(request.url).searchParams.has("download");
  return { cacheControl: "private, max-age=3600", downloadName: download ? (ext) => recordingFileName(recording, ext) : undefined };
}
