// The keepsake book's job (issue 46): draws one KeepsakeBook row's book from the guestbook as it is now,
// its drawing cut into turns that each wait for a media slot at the keepsake priority (below uploads and
// MP3s), and keeps the PDF in storage beside the guestbook's other exports. The book never makes a
// listening link: without one it prints no codes and says how to make one. A book drawn from messages
// that changed after it was asked for is kept under a fingerprint no request matches, so the next request
// draws the book again; a newer book of the same paper and time zone replaces the older one.
import "server-only";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { removeFiles } from "@/lib/audio/delete-audio";
import { printCoverPicture } from "@/lib/guestbooks/print-cover";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { listeningMessageUrl, listeningPageUrl } from "@/lib/listening/listening-link";
import { getStorage } from "@/lib/storage";
import { storageKey } from "@/lib/storage/keys";
import { makeKeepsakeBook, type TKeepsakeBook, type TKeepsakePaper } from "./keepsake-book";
import { keepsakeFingerprint, keepsakeLanguage, readKeepsakeContent, type TKeepsakeContent } from "./keepsake-content";

/** Progress is written at most this often: a turn is about a second. */
const PROGRESS_EVERY_MS = 500;

function bookOf(guestbook: Guestbook, content: TKeepsakeContent, timeZone: string, picture: TKeepsakeBook["picture"], siteUrl?: string): TKeepsakeBook {
  const { link } = content;
  return {
    title: guestbookShareHeading(guestbook),
    eventDate: guestbook.eventDate.toISOString().slice(0, 10),
    picture,
    listeningUrl: link ? listeningPageUrl(link.token, siteUrl) : null,
    timeZone,
    entries: content.recordings.map((recording) => ({
      guestName: recording.guestName,
      createdAt: recording.createdAt,
      durationMs: recording.audio.durationMs,
      url: link ? listeningMessageUrl(link.token, recording.id, siteUrl) : null,
    })),
    listedCount: content.listedCount,
    language: keepsakeLanguage(guestbook),
  };
}

export async function runKeepsakeJob(bookId: string, siteUrl?: string): Promise<void> {
  const row = await db.keepsakeBook.findUnique({ where: { id: bookId }, include: { guestbook: true } });
  if (!row || row.status === "ready") return;
  const { guestbook } = row;
  const variant = { paper: row.paper as TKeepsakePaper, timeZone: row.timeZone };
  const [content, picture] = await Promise.all([readKeepsakeContent(guestbook.id), printCoverPicture(guestbook)]);
  const total = content.recordings.length;
  await db.keepsakeBook.update({ where: { id: bookId }, data: { status: "processing", done: 0, total } });

  let written = 0;
  const pdf = await makeKeepsakeBook(bookOf(guestbook, content, variant.timeZone, picture, siteUrl), variant.paper, {
    turn: (work) => withMediaSlot("keepsake", () => work()),
    async onProgress(done) {
      if (Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      await db.keepsakeBook.update({ where: { id: bookId }, data: { done } });
    },
  });

  const storage = getStorage();
  const key = storageKey({ scope: "guestbooks", ownerId: guestbook.id, kind: "exports", id: bookId, ext: "pdf" });
  await storage.put(key, Buffer.from(pdf), { contentType: "application/pdf", contentLength: pdf.byteLength });
  const drawn = keepsakeFingerprint(guestbook, content, variant);
  const saved = await db.keepsakeBook.updateMany({
    where: { id: bookId },
    data: {
      status: "ready",
      done: total,
      storageKey: key,
      sizeBytes: pdf.byteLength,
      completedAt: new Date(),
      ...(drawn === row.fingerprint ? {} : { fingerprint: `drawn-from-newer:${bookId}` }),
    },
  });
  // The guestbook was deleted while the book was drawn.
  if (saved.count === 0) return storage.delete(key);
  await dropOlderBooks({ guestbookId: guestbook.id, bookId, variant });
}

/** The books of the same paper and time zone made before this one: nothing would answer them again. */
async function dropOlderBooks(opts: { guestbookId: string; bookId: string; variant: { paper: string; timeZone: string } }): Promise<void> {
  const older = await db.keepsakeBook.findMany({
    where: {
      guestbookId: opts.guestbookId,
      paper: opts.variant.paper,
      timeZone: opts.variant.timeZone,
      status: { in: ["ready", "failed"] },
      id: { not: opts.bookId },
    },
    select: { id: true, storageKey: true },
  });
  if (older.length === 0) return;
  await db.keepsakeBook.deleteMany({ where: { id: { in: older.map((book) => book.id) } } });
  await removeFiles(older.flatMap((book) => book.storageKey ?? []));
}

export async function markKeepsakeFailed(bookId: string): Promise<void> {
  await db.keepsakeBook.updateMany({ where: { id: bookId, status: { not: "ready" } }, data: { status: "failed" } });
}

export function keepsakeFileName(guestbook: Pick<Guestbook, "name">): string {
  const base = guestbook.name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "Guestbook"} - keepsake book.pdf`;
}
