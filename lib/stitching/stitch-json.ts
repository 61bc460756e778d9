// A stitch and a guestbook's stitch allowance as the API sends them (the stitch panel reads the same
// types); the download link appears once the MP3 exists.
import type { StitchedAudio } from "@/lib/generated/prisma/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";

export type TStitchUsage = { canCreate: boolean; remaining: number; requiresUpgrade: boolean; used: number; limit: number };

export type TStitchStatus = JobStatus;

export type TStitchJson = {
  id: string;
  status: TStitchStatus;
  progress: number;
  recordingCount: number;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  downloadUrl: string | null;
};

export function toStitchJson(stitch: StitchedAudio): TStitchJson {
  return {
    id: stitch.id,
    status: stitch.status,
    progress: stitch.progress,
    recordingCount: stitch.recordingIds.length,
    durationMs: stitch.durationMs,
    error: stitch.error,
    createdAt: stitch.createdAt.toISOString(),
    downloadUrl: stitch.status === "ready" && stitch.outputKey ? `/api/guestbooks/${stitch.guestbookId}/stitches/${stitch.id}/mp3` : null,
  };
}
