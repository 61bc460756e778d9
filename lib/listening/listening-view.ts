// What anyone holding a listening link may see (issue 38): the guestbook's cover and title, its newest
// montage made only of messages still on the page, and every message the host has not hidden, oldest
// first. Messages locked behind an upgrade never appear, nor do guests' emails or storage keys.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Recording } from "@/lib/generated/prisma/client";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { getPublicGuestbook, type TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { ZListeningToken } from "@/lib/validation/listening";
import { hashListeningToken } from "./listening-token";

export type TListeningRecording = {
  id: string;
  guestName: string;
  durationMs: number | null;
  createdAt: string;
  contentType: string;
  audioUrl: string;
  /** The MP3 for browsers that cannot play the original (Safari and WebM); null until it is made. */
  mp3Url: string | null;
  /** Present only when the host lets the family download. */
  downloadUrl: string | null;
};

export type TListeningMontage = { durationMs: number | null; audioUrl: string; downloadUrl: string | null };

export type TListeningView = {
  guestbook: { title: string; name: string; eventDate: string; allowDownloads: boolean };
  montage: TListeningMontage | null;
  recordings: TListeningRecording[];
};

export type TListeningAccess = { guestbookId: string; allowDownloads: boolean; guestbook: TPublicGuestbook };

/** The guestbook a token opens, or null: unknown, rotated, revoked, or an account being deleted. */
export async function findListeningAccess(token: string): Promise<TListeningAccess | null> {
  if (!ZListeningToken.safeParse(token).success) return null;
  const link = await db.listeningLink.findUnique({ where: { tokenHash: hashListeningToken(token) } });
  if (!link) return null;
  const guestbook = await getPublicGuestbook(link.guestbookId, { fresh: true });
  return guestbook ? { guestbookId: link.guestbookId, allowDownloads: link.allowDownloads, guestbook } : null;
}

/** The messages on the page, oldest first: listed, and not locked behind an upgrade. */
export function listedRecordings(guestbookId: string): Promise<(Recording & { audio: AudioFile })[]> {
  return db.recording.findMany({ where: { guestbookId, listed: true, requiresUpgrade: false }, orderBy: { createdAt: "asc" }, include: { audio: true } });
}

/** The newest finished montage all of whose voices are still on the page (a hidden message's voice is not heard). */
export async function shownMontage(guestbookId: string, shownIds: ReadonlySet<string>) {
  const stitches = await db.stitchedAudio.findMany({
    where: { guestbookId, status: "ready", outputKey: { not: null } },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
  return stitches.find((stitch) => stitch.recordingIds.length > 0 && stitch.recordingIds.every((id) => shownIds.has(id))) ?? null;
}

export async function listeningView(token: string, access: TListeningAccess): Promise<TListeningView> {
  const base = `/api/listen/${token}`;
  const recordings = await listedRecordings(access.guestbookId);
  const montage = await shownMontage(access.guestbookId, new Set(recordings.map((recording) => recording.id)));
  const download = (url: string) => (access.allowDownloads ? `${url}?download=1` : null);
  const eventDate = (await db.guestbook.findUniqueOrThrow({ where: { id: access.guestbookId }, select: { eventDate: true } })).eventDate;
  return {
    guestbook: {
      title: guestbookShareHeading(access.guestbook),
      name: access.guestbook.name,
      eventDate: eventDate.toISOString().slice(0, 10),
      allowDownloads: access.allowDownloads,
    },
    montage: montage ? { durationMs: montage.durationMs, audioUrl: `${base}/montage`, downloadUrl: download(`${base}/montage`) } : null,
    recordings: recordings.map((recording) => {
      const audioUrl = `${base}/recordings/${recording.id}/audio`;
      const mp3Url = recording.audio.mp3Key ? `${base}/recordings/${recording.id}/mp3` : null;
      return {
        id: recording.id,
        guestName: recording.guestName,
        durationMs: recording.audio.durationMs,
        createdAt: recording.createdAt.toISOString(),
        contentType: recording.audio.originalMime,
        audioUrl,
        mp3Url,
        downloadUrl: download(mp3Url ?? audioUrl),
      };
    }),
  };
}
