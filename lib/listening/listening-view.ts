// What anyone holding a listening link may see (issue 38): the guestbook's cover and title, its newest
// montage made only of messages still on the page, and every message the host has not hidden, oldest
// first. Messages locked behind an upgrade never appear, nor do guests' emails or storage keys.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Recording, StitchedAudio } from "@/lib/generated/prisma/client";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { toPublicGuestbook, type TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { CREATOR_LOGO_SELECT, shownLogoUrl } from "@/lib/pro-settings/public-pro-settings";
import { ZListeningToken } from "@/lib/validation/listening";
import { LISTED_RECORDINGS, MAX_STORED_TAKES } from "@/lib/recordings/guest-places";
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

export type TListeningAccess = { guestbookId: string; allowDownloads: boolean; guestbook: TPublicGuestbook; eventDate: Date };

type TListedRecording = Recording & { audio: AudioFile };
type TShownStitch = Pick<StitchedAudio, "id" | "recordingIds" | "durationMs" | "outputKey">;

/** What the page and GET /api/listen/{token} show: the access with its messages and the montages to choose from. */
export type TListeningPage = TListeningAccess & { recordings: TListedRecording[]; stitches: TShownStitch[] };

// The tier's places at most (guest-places.ts): a flood of takes past them is never listed, and no read
// fetches more rows than the largest tier has places.
const LISTED = { where: LISTED_RECORDINGS, orderBy: { createdAt: "asc" }, take: MAX_STORED_TAKES, include: { audio: true } } as const;
// The newest few finished montages: the page shows the newest whose voices are all still on it.
const READY_STITCHES = {
  where: { status: "ready", outputKey: { not: null } },
  orderBy: { createdAt: "desc" },
  take: 20,
  select: { id: true, recordingIds: true, durationMs: true, outputKey: true },
} as const;
const OWNER = { select: { ...CREATOR_LOGO_SELECT, firstName: true, accountDeletion: { select: { userId: true } } } } as const;

const GUESTBOOK = { owner: OWNER, greetingAudio: true } as const;

/** The link with its guestbook and owner in one query (relation joins). */
function readLink(token: string) {
  return db.listeningLink.findUnique({ where: { tokenHash: hashListeningToken(token) }, include: { guestbook: { include: GUESTBOOK } } });
}

/** The same, with the messages and montages the page lists: still one query. */
function readPageLink(token: string) {
  return db.listeningLink.findUnique({
    where: { tokenHash: hashListeningToken(token) },
    include: { guestbook: { include: { ...GUESTBOOK, recordings: LISTED, stitchedAudios: READY_STITCHES } } },
  });
}

function accessOf(link: NonNullable<Awaited<ReturnType<typeof readLink>>>): TListeningAccess | null {
  const { guestbook } = link;
  // An account being deleted shows nothing (as getPublicGuestbook's read).
  if (guestbook.owner.accountDeletion) return null;
  return {
    guestbookId: link.guestbookId,
    allowDownloads: link.allowDownloads,
    guestbook: toPublicGuestbook(guestbook, shownLogoUrl(guestbook.owner), { greeting: guestbook }),
    eventDate: guestbook.eventDate,
  };
}

/** The guestbook a token opens, or null: unknown, rotated, revoked, or an account being deleted. Never cached. */
export async function findListeningAccess(token: string): Promise<TListeningAccess | null> {
  if (!ZListeningToken.safeParse(token).success) return null;
  const link = await readLink(token);
  return link && accessOf(link);
}

/** The access and everything the page lists, in one database round trip; null as findListeningAccess. */
export async function findListeningPage(token: string): Promise<TListeningPage | null> {
  if (!ZListeningToken.safeParse(token).success) return null;
  const link = await readPageLink(token);
  const access = link && accessOf(link);
  if (!link || !access) return null;
  const recordings = link.guestbook.recordings.slice(0, link.guestbook.maxGuests);
  return { ...access, recordings, stitches: link.guestbook.stitchedAudios };
}

/** The messages on the page, oldest first: listed, and holding one of the tier's places. */
export function listedRecordings(guestbookId: string): Promise<TListedRecording[]> {
  return db.recording.findMany({ where: { guestbookId, ...LISTED.where }, orderBy: LISTED.orderBy, take: LISTED.take, include: LISTED.include });
}

/** The newest finished montage all of whose voices are still on the page (a hidden message's voice is not heard). */
export function newestShownMontage<T extends { recordingIds: string[] }>(stitches: T[], shownIds: ReadonlySet<string>): T | null {
  return stitches.find((stitch) => stitch.recordingIds.length > 0 && stitch.recordingIds.every((id) => shownIds.has(id))) ?? null;
}

export function listeningView(token: string, page: TListeningPage): TListeningView {
  const base = `/api/listen/${token}`;
  const { recordings, eventDate, ...access } = page;
  const montage = newestShownMontage(page.stitches, new Set(recordings.map((recording) => recording.id)));
  const download = (url: string) => (access.allowDownloads ? `${url}?download=1` : null);
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
