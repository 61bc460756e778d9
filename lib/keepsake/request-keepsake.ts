// A host asks for the keepsake book (issue 46): a book kept from the same messages, link, look, paper and
// time zone is answered as it is, as is one being drawn; only a new drawing counts against the
// guestbook's builds an hour, and is queued as a job. Nothing here makes or changes a listening link.
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { Prisma, type Guestbook, type KeepsakeBook } from "@/lib/generated/prisma/client";
import { enqueue, QUEUES } from "@/lib/queue/queue";
import { enforceLimit, type TWindow } from "@/lib/rate-limit/rate-limit";
import type { TKeepsakePaper } from "./keepsake-book";
import { keepsakeFingerprint, knownTimeZone, readKeepsakeContent } from "./keepsake-content";

/** New drawings of one guestbook's book: a host trying both papers and a few changes, not a loop. */
export const KEEPSAKE_BUILDS: TWindow = { max: 6, windowSeconds: 3600 };
export const KEEPSAKE_TOO_MANY = "This keepsake book has been made 6 times in the last hour. Please try again later.";

export async function requestKeepsake(opts: { guestbook: Guestbook; paper: TKeepsakePaper; timeZone?: string }): Promise<KeepsakeBook> {
  const { guestbook, paper } = opts;
  const timeZone = knownTimeZone(opts.timeZone ?? guestbook.timeZone);
  const fingerprint = keepsakeFingerprint(guestbook, await readKeepsakeContent(guestbook.id), { paper, timeZone });
  const where = { guestbookId_fingerprint: { guestbookId: guestbook.id, fingerprint } };
  const kept = await db.keepsakeBook.findUnique({ where });
  if (kept && kept.status !== "failed") return kept;

  await enforceLimit(`keepsake:${guestbook.id}`, KEEPSAKE_BUILDS, KEEPSAKE_TOO_MANY);
  let book: KeepsakeBook;
  try {
    book = kept
      ? await db.keepsakeBook.update({ where: { id: kept.id }, data: { status: "queued", done: 0, total: 0, createdAt: new Date() } })
      : await db.keepsakeBook.create({ data: { guestbookId: guestbook.id, fingerprint, paper, timeZone } });
  } catch (error) {
    // Two requests at once: the one that lost answers the book the other queued.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return db.keepsakeBook.findUniqueOrThrow({ where });
    throw error;
  }
  try {
    await enqueue(QUEUES.buildKeepsake, { bookId: book.id, siteUrl: getEnv().APP_URL });
  } catch (error) {
    // Without a job nothing would ever draw it.
    await db.keepsakeBook.update({ where: { id: book.id }, data: { status: "failed" } });
    throw error;
  }
  return book;
}
