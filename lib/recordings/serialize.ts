// A recording as the manage page lists it (spec 001: id, title, email, duration, created).
import type { AudioFile, Recording } from "@/lib/generated/prisma/client";
import type { MediaStatus } from "@/lib/generated/prisma/enums";

export type TRecordingJson = {
  id: string;
  title: string;
  guestName: string;
  email: string | null;
  anonymous: boolean;
  duration: number | null;
  durationMs: number | null;
  createdAt: string;
  created: string;
  status: MediaStatus;
  requiresUpgrade: boolean;
  /** On the listening page and in the keepsake book (issue 38). */
  listed: boolean;
  /** False while the take waits for the host's approval (the guestbook's moderation 'approve', issue 50). */
  approved: boolean;
  /** The same for every take sent from one connection to this guestbook (a keyed hash, never the address); null before issue 46. */
  addressTag: string | null;
  /** No voice was heard in the take (lib/audio/polish.ts): kept as it is, and the host is told. */
  silent: boolean;
  audioUrl: string;
  mp3Url: string;
};

export function toRecordingJson(recording: Recording & { audio: AudioFile }): TRecordingJson {
  const { durationMs, status } = recording.audio;
  const createdAt = recording.createdAt.toISOString();
  return {
    id: recording.id,
    title: recording.title ?? recording.guestName,
    guestName: recording.guestName,
    email: recording.guestEmail,
    anonymous: recording.anonymous,
    duration: durationMs === null ? null : Math.round(durationMs / 100) / 10,
    durationMs,
    createdAt,
    created: createdAt,
    status,
    requiresUpgrade: recording.requiresUpgrade,
    listed: recording.listed,
    approved: recording.approved,
    addressTag: recording.guestAddressHash,
    silent: recording.audio.silent,
    audioUrl: `/api/audio/${recording.id}`,
    mp3Url: `/api/audio/${recording.id}/mp3`,
  };
}
