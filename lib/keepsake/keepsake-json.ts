// What the keepsake routes answer about a book (issue 46): where it stands and where to read it.
import type { KeepsakeBook } from "@/lib/generated/prisma/client";

export type TKeepsakeStatus = "building" | "ready" | "failed";

export type TKeepsakeJson = {
  id: string;
  status: TKeepsakeStatus;
  /** Messages drawn so far, and in the book. */
  done: number;
  total: number;
  /** GET it: the PDF once ready, else 202 with this same object. */
  url: string;
};

export function keepsakeUrl(guestbookId: string, bookId: string): string {
  return `/api/guestbooks/${encodeURIComponent(guestbookId)}/keepsake/${encodeURIComponent(bookId)}`;
}

export function toKeepsakeJson(book: Pick<KeepsakeBook, "id" | "guestbookId" | "status" | "done" | "total">): TKeepsakeJson {
  const status: TKeepsakeStatus = book.status === "ready" ? "ready" : book.status === "failed" ? "failed" : "building";
  return { id: book.id, status, done: book.done, total: book.total, url: keepsakeUrl(book.guestbookId, book.id) };
}
