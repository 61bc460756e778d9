// What a keepsake book shows (issue 46), read the same way when it is asked for and when the job draws
// it: the first KEEPSAKE_MAX_ENTRIES listed messages, how many are listed in all, the listening link if
// there is one (the book never makes one), and the look. Its fingerprint is what a kept book is found by:
// any change to what the book would print gives another fingerprint, and so another book.
import "server-only";
import { createHash } from "node:crypto";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { isLanguage, type TLanguage } from "@/lib/i18n/languages";
import { toPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { guestbookPreviewLook, guestbookPreviewVersion } from "@/lib/guestbooks/share-preview";
import { readListeningLink, type TListeningLinkJson } from "@/lib/listening/listening-link";
import { countListedRecordings, listedRecordings } from "@/lib/listening/listening-view";
import type { TKeepsakePaper } from "./keepsake-book";

/** The most messages one book holds: past this the cover says how many it leaves to the listening page. */
export const KEEPSAKE_MAX_ENTRIES = 1_000;
/** Bumped when the book is drawn differently, so no book kept from before is answered again. */
const DRAWING_VERSION = 3;

export type TKeepsakeVariant = { paper: TKeepsakePaper; timeZone: string };

export type TKeepsakeContent = {
  link: TListeningLinkJson | null;
  recordings: Awaited<ReturnType<typeof listedRecordings>>;
  listedCount: number;
};

export async function readKeepsakeContent(guestbookId: string): Promise<TKeepsakeContent> {
  const [link, recordings, listedCount] = await Promise.all([
    readListeningLink(guestbookId),
    listedRecordings(guestbookId, { take: KEEPSAKE_MAX_ENTRIES }),
    countListedRecordings(guestbookId),
  ]);
  return { link, recordings, listedCount };
}

/**
 * The language of a book's own words: the guestbook's when the host set one, else English (the book is
 * the host's). Arabic lines are ordered right to left by the bidi algorithm (lib/i18n/bidi.ts).
 */
export function keepsakeLanguage(guestbook: Pick<Guestbook, "language">): TLanguage {
  return isLanguage(guestbook.language) ? guestbook.language : "en";
}

/** A time zone the server knows, else UTC. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

export function keepsakeFingerprint(guestbook: Guestbook, content: TKeepsakeContent, variant: TKeepsakeVariant): string {
  const look = guestbookPreviewVersion(guestbookPreviewLook(toPublicGuestbook(guestbook, null)));
  const fields = [
    DRAWING_VERSION,
    variant.paper,
    variant.timeZone,
    keepsakeLanguage(guestbook),
    guestbook.name,
    guestbook.eventDate.toISOString().slice(0, 10),
    look,
    content.link?.token ?? null,
    content.listedCount,
    content.recordings.map((recording) => [recording.id, recording.guestName, recording.createdAt.getTime(), recording.audio.durationMs]),
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}
