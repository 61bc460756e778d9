// What anyone holding a listening link may see (issue 38): the guestbook's cover and title, its newest
// montage made only of messages still on the page, and the messages the host has not hidden, oldest
// first, LISTENING_PAGE_SIZE at a time (issue 46: a request costs the same for 10 messages or 10,000; the
// next page is found by a cursor, the last message's time and id). Messages locked behind an upgrade
// never appear, nor do guests' emails or storage keys.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Recording, StitchedAudio } from "@/lib/generated/prisma/client";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { toPublicGuestbook, type TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { CREATOR_LOGO_SELECT, shownLogoUrl } from "@/lib/pro-settings/public-pro-settings";
import { ZListeningToken, type TListeningPageQuery } from "@/lib/validation/listening";
import { hashListeningToken } from "./listening-token";

/** Messages a page (and a GET /api/listen/{token}) holds. */
export const LISTENING_PAGE_SIZE = 50;

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
  /** Listed messages in all. */
  total: number;
  /** This page's messages (at most LISTENING_PAGE_SIZE). */
  recordings: TListeningRecording[];
  /** Pass as `?cursor=` for the next page; null on the last. */
  nextCursor: string | null;
  /** The page was asked to start at this message (`?from=`), not at the first. */
  startsAt: string | null;
};

export type TListeningAccess = { guestbookId: string; allowDownloads: boolean; guestbook: TPublicGuestbook; eventDate: Date };

type TListedRecording = Recording & { audio: AudioFile };
type TShownStitch = Pick<StitchedAudio, "id" | "recordingIds" | "durationMs" | "outputKey">;

/** What the page and GET /api/listen/{token} show: the access with one page of messages and the montage. */
export type TListeningPage = TListeningAccess & {
  recordings: TListedRecording[];
  total: number;
  nextCursor: string | null;
  startsAt: string | null;
  montage: TShownStitch | null;
};

const LISTED = { where: { listed: true, requiresUpgrade: false }, orderBy: { createdAt: "asc" }, include: { audio: true } } as const;
const PAGE_ORDER = [{ createdAt: "asc" }, { id: "asc" }] as const;
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

/** `${createdAt ms}_${id}`: where the next page starts (after this message). */
function cursorOf(recording: Pick<Recording, "createdAt" | "id">): string {
  return `${recording.createdAt.getTime()}_${recording.id}`;
}

function parseCursor(cursor: string): { createdAt: Date; id: string } {
  const at = cursor.indexOf("_");
  return { createdAt: new Date(Number(cursor.slice(0, at))), id: cursor.slice(at + 1) };
}

/** Where a page starts: after the cursor, at the `from` message (when it is listed), else at the first. */
async function pageStart(guestbookId: string, query: TListeningPageQuery) {
  if (query.cursor) {
    const { createdAt, id } = parseCursor(query.cursor);
    return { startsAt: null, where: { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }] } };
  }
  const from = query.from
    ? await db.recording.findFirst({ where: { id: query.from, guestbookId, ...LISTED.where }, select: { id: true, createdAt: true } })
    : null;
  if (!from) return { startsAt: null, where: {} };
  return { startsAt: from.id, where: { OR: [{ createdAt: { gt: from.createdAt } }, { createdAt: from.createdAt, id: { gte: from.id } }] } };
}

/** One page of listed messages (one more is read to know whether another page follows). */
async function readPage(guestbookId: string, query: TListeningPageQuery) {
  const start = await pageStart(guestbookId, query);
  const rows = await db.recording.findMany({
    where: { guestbookId, ...LISTED.where, ...start.where },
    orderBy: [...PAGE_ORDER],
    include: LISTED.include,
    take: LISTENING_PAGE_SIZE + 1,
  });
  const recordings = rows.slice(0, LISTENING_PAGE_SIZE);
  return { recordings, startsAt: start.startsAt, nextCursor: rows.length > LISTENING_PAGE_SIZE ? cursorOf(recordings[recordings.length - 1]) : null };
}

/** The newest finished montage whose voices are all still listed: a look at at most 20 montages' voices, whatever the page. */
export async function shownMontage(guestbookId: string): Promise<TShownStitch | null> {
  const stitches = await db.stitchedAudio.findMany({ ...READY_STITCHES, where: { guestbookId, ...READY_STITCHES.where } });
  const voices = [...new Set(stitches.flatMap((stitch) => stitch.recordingIds))];
  if (voices.length === 0) return null;
  const listed = await db.recording.findMany({ where: { id: { in: voices }, guestbookId, ...LISTED.where }, select: { id: true } });
  return newestShownMontage(stitches, new Set(listed.map((recording) => recording.id)));
}

/** The access and one page of what it lists; null as findListeningAccess. */
export async function findListeningPage(token: string, query: TListeningPageQuery = {}): Promise<TListeningPage | null> {
  const access = await findListeningAccess(token);
  if (!access) return null;
  const [page, total, montage] = await Promise.all([
    readPage(access.guestbookId, query),
    countListedRecordings(access.guestbookId),
    shownMontage(access.guestbookId),
  ]);
  return { ...access, ...page, total, montage };
}

/** The messages on the page, oldest first: listed, and not locked behind an upgrade; the first `take` when given. */
export function listedRecordings(guestbookId: string, opts: { take?: number } = {}): Promise<TListedRecording[]> {
  return db.recording.findMany({ where: { guestbookId, ...LISTED.where }, orderBy: [...PAGE_ORDER], include: LISTED.include, take: opts.take });
}

/** How many messages the page lists. */
export function countListedRecordings(guestbookId: string): Promise<number> {
  return db.recording.count({ where: { guestbookId, ...LISTED.where } });
}

/** The newest finished montage all of whose voices are still on the page (a hidden message's voice is not heard). */
export function newestShownMontage<T extends { recordingIds: string[] }>(stitches: T[], shownIds: ReadonlySet<string>): T | null {
  return stitches.find((stitch) => stitch.recordingIds.length > 0 && stitch.recordingIds.every((id) => shownIds.has(id))) ?? null;
}

export function listeningView(token: string, page: TListeningPage): TListeningView {
  const base = `/api/listen/${token}`;
  const { recordings, eventDate, montage, ...access } = page;
  const download = (url: string) => (access.allowDownloads ? `${url}?download=1` : null);
  return {
    guestbook: {
      title: guestbookShareHeading(access.guestbook),
      name: access.guestbook.name,
      eventDate: eventDate.toISOString().slice(0, 10),
      allowDownloads: access.allowDownloads,
    },
    montage: montage ? { durationMs: montage.durationMs, audioUrl: `${base}/montage`, downloadUrl: download(`${base}/montage`) } : null,
    total: page.total,
    nextCursor: page.nextCursor,
    startsAt: page.startsAt,
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
