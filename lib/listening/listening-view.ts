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
import { LISTED_RECORDINGS, MAX_STORED_TAKES } from "@/lib/recordings/guest-places";
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
  /** `timeZone`: the event's (IANA), which the messages' times are written in. */
  guestbook: { title: string; name: string; eventDate: string; timeZone: string; allowDownloads: boolean };
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

export type TListeningAccess = { guestbookId: string; allowDownloads: boolean; guestbook: TPublicGuestbook; eventDate: Date; timeZone: string };

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

// What holds one of the tier's places (guest-places.ts): a flood of takes past them is never listed.
const LISTED = { where: LISTED_RECORDINGS, orderBy: { createdAt: "asc" }, include: { audio: true } } as const;
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
    timeZone: guestbook.timeZone,
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

/** The messages after (or, `inclusive`, from) a message, in the page's order. */
function after(createdAt: Date, id: string, inclusive = false) {
  return { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: inclusive ? { gte: id } : { gt: id } }] };
}

/** Where a page starts: after the cursor, at the `from` message (when it is listed; one more query), else at the first. */
async function pageStart(tokenHash: string, query: TListeningPageQuery) {
  if (query.cursor) {
    const split = query.cursor.indexOf("_");
    return { startsAt: null, where: after(new Date(Number(query.cursor.slice(0, split))), query.cursor.slice(split + 1)) };
  }
  const from = query.from
    ? await db.recording.findFirst({
        where: { id: query.from, ...LISTED.where, guestbook: { listeningLink: { tokenHash } } },
        select: { id: true, createdAt: true },
      })
    : null;
  return from ? { startsAt: from.id, where: after(from.createdAt, from.id, true) } : { startsAt: null, where: {} };
}

/** The link, guestbook and owner with one page of messages (one more, to know whether another follows), their count and the montages: one query. */
function readPageLink(tokenHash: string, where: object) {
  return db.listeningLink.findUnique({
    where: { tokenHash },
    include: {
      guestbook: {
        include: {
          ...GUESTBOOK,
          recordings: { where: { ...LISTED.where, ...where }, orderBy: [...PAGE_ORDER], include: LISTED.include, take: LISTENING_PAGE_SIZE + 1 },
          stitchedAudios: READY_STITCHES,
          _count: { select: { recordings: { where: LISTED.where } } },
        },
      },
    },
  });
}

/** The newest of these montages whose voices are all still listed (a look at their voices only, whatever the page). */
async function montageOf(guestbookId: string, stitches: TShownStitch[]): Promise<TShownStitch | null> {
  const voices = [...new Set(stitches.flatMap((stitch) => stitch.recordingIds))];
  if (voices.length === 0) return null;
  const listed = await db.recording.findMany({ where: { id: { in: voices }, guestbookId, ...LISTED.where }, select: { id: true } });
  return newestShownMontage(stitches, new Set(listed.map((recording) => recording.id)));
}

/** The montage the page shows, if any. */
export async function shownMontage(guestbookId: string): Promise<TShownStitch | null> {
  return montageOf(guestbookId, await db.stitchedAudio.findMany({ ...READY_STITCHES, where: { guestbookId, ...READY_STITCHES.where } }));
}

/** The access and one page of what it lists, in one query (two with a montage or `from`); null as findListeningAccess. */
export async function findListeningPage(token: string, query: TListeningPageQuery = {}): Promise<TListeningPage | null> {
  if (!ZListeningToken.safeParse(token).success) return null;
  const tokenHash = hashListeningToken(token);
  const start = await pageStart(tokenHash, query);
  const link = await readPageLink(tokenHash, start.where);
  const access = link && accessOf(link);
  if (!link || !access) return null;
  const { maxGuests } = link.guestbook;
  const listed = link.guestbook._count.recordings;
  // Never more than the tier's places, even should rows exist past them (the lock keeps them out; this is
  // the second fence): only then does a page count what came before it (one more query).
  const room = listed <= maxGuests ? Infinity : maxGuests - (await listedBefore(link.guestbookId, start.where, listed));
  const rows = link.guestbook.recordings.slice(0, Math.max(0, Math.min(LISTENING_PAGE_SIZE + 1, room)));
  const recordings = rows.slice(0, LISTENING_PAGE_SIZE);
  const more = rows.length > LISTENING_PAGE_SIZE && room > LISTENING_PAGE_SIZE;
  return {
    ...access,
    recordings,
    total: Math.min(listed, maxGuests),
    nextCursor: more ? cursorOf(recordings[recordings.length - 1]) : null,
    startsAt: start.startsAt,
    montage: await montageOf(link.guestbookId, link.guestbook.stitchedAudios),
  };
}

/** How many of the `listed` messages come before a page that starts at `where` (none for the first page). */
async function listedBefore(guestbookId: string, where: object, listed: number): Promise<number> {
  if (Object.keys(where).length === 0) return 0;
  return listed - (await db.recording.count({ where: { guestbookId, ...LISTED.where, ...where } }));
}

/** The messages on the page, oldest first: listed, holding one of the tier's places; the first `take` (at most MAX_STORED_TAKES). */
export function listedRecordings(guestbookId: string, opts: { take?: number } = {}): Promise<TListedRecording[]> {
  const take = Math.min(opts.take ?? MAX_STORED_TAKES, MAX_STORED_TAKES);
  return db.recording.findMany({ where: { guestbookId, ...LISTED.where }, orderBy: [...PAGE_ORDER], include: LISTED.include, take });
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
  const { recordings, eventDate, timeZone, montage, ...access } = page;
  const download = (url: string) => (access.allowDownloads ? `${url}?download=1` : null);
  return {
    guestbook: {
      title: guestbookShareHeading(access.guestbook),
      name: access.guestbook.name,
      eventDate: eventDate.toISOString().slice(0, 10),
      timeZone,
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
