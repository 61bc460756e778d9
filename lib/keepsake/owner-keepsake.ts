// The owner's keepsake book of one guestbook (issue 38): its listed, unlocked messages, each with the
// listening page's address of that message (the link is made if the guestbook has none yet), and the
// guestbook's 1200x630 link-preview picture on the cover.
import "server-only";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { currentPreviewKey } from "@/lib/guestbooks/preview-image";
import { toPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { makeListeningLink, listeningMessageUrl, listeningPageUrl } from "@/lib/listening/listening-link";
import { listedRecordings } from "@/lib/listening/listening-view";
import { getStorage } from "@/lib/storage";
import { makeKeepsakeBook, type TKeepsakePaper } from "./keepsake-book";

async function coverPicture(guestbook: Guestbook): Promise<{ bytes: Uint8Array; type: "jpeg" } | null> {
  try {
    const { body } = await getStorage().get(await currentPreviewKey(toPublicGuestbook(guestbook, null)));
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), type: "jpeg" };
  } catch (error) {
    // The book is still worth having without its picture.
    console.error("[echobook] a keepsake book's cover picture could not be had", error);
    return null;
  }
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

export async function makeOwnerKeepsake(opts: { guestbook: Guestbook; paper: TKeepsakePaper; timeZone?: string }): Promise<Uint8Array> {
  const { guestbook } = opts;
  const [link, recordings, picture] = await Promise.all([
    makeListeningLink({ guestbookId: guestbook.id }),
    listedRecordings(guestbook.id),
    coverPicture(guestbook),
  ]);
  const book = {
    title: guestbookShareHeading(guestbook),
    eventDate: guestbook.eventDate.toISOString().slice(0, 10),
    picture,
    listeningUrl: listeningPageUrl(link.token),
    timeZone: knownTimeZone(opts.timeZone),
    entries: recordings.map((recording) => ({
      guestName: recording.guestName,
      createdAt: recording.createdAt,
      durationMs: recording.audio.durationMs,
      url: listeningMessageUrl(link.token, recording.id),
    })),
  };
  // QR codes and fonts take a core for a few seconds: one of the media slots, like the previews' drawing.
  return withMediaSlot("request", () => makeKeepsakeBook(book, opts.paper));
}

export function keepsakeFileName(guestbook: Pick<Guestbook, "name">): string {
  const base = guestbook.name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "Guestbook"} - keepsake book.pdf`;
}
