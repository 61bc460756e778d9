// Reading a keepsake book (issue 46): the kept PDF streamed from storage (local disk or S3 alike, through
// this server so the page's fetch can show its progress), 202 with the progress while the job draws it.
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { storageResponse } from "@/lib/storage/http";
import { ZKeepsakeBookId } from "@/lib/validation/listening";
import { toKeepsakeJson } from "./keepsake-json";
import { keepsakeFileName } from "./owner-keepsake";

export const KEEPSAKE_NOT_FOUND = "Keepsake book not found.";
export const KEEPSAKE_FAILED = "The keepsake book could not be made. Please try again.";
/** How soon the page asks again while the book is drawn. */
const POLL_SECONDS = 1;

export async function serveKeepsake(request: Request, opts: { guestbook: Guestbook; bookId: string }): Promise<Response> {
  const id = ZKeepsakeBookId.safeParse(opts.bookId);
  const book = id.success ? await db.keepsakeBook.findFirst({ where: { id: id.data, guestbookId: opts.guestbook.id } }) : null;
  if (!book) throw notFound(KEEPSAKE_NOT_FOUND);
  if (book.status === "failed") throw new ApiError("CONFLICT", KEEPSAKE_FAILED);
  if (book.status !== "ready" || !book.storageKey) {
    return Response.json(
      { keepsake: toKeepsakeJson(book) },
      { status: 202, headers: { "Retry-After": String(POLL_SECONDS), "Cache-Control": "private, no-store" } },
    );
  }
  const response = await storageResponse(request, book.storageKey, {
    contentType: "application/pdf",
    downloadName: keepsakeFileName(opts.guestbook),
    // no-transform: not compressed on the way, so the length stays and the button can show progress.
    cacheControl: "private, no-store, no-transform",
  });
  response.headers.set("X-Keepsake-Book", book.id);
  return response;
}
