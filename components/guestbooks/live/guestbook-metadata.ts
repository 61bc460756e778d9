// Titles for the guest page and the owner's preview. Neither is for search engines: a guestbook is
// shared by QR code and link with the people at one event.
import type { Metadata } from "next";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";

const NOT_INDEXED: Metadata["robots"] = { index: false, follow: false };

export function guestbookMetadata(guestbook: TPublicGuestbook | null, { preview = false } = {}): Metadata {
  if (!guestbook) return { title: "Guestbook Not Found - Echobook", robots: NOT_INDEXED };
  return {
    title: `${preview ? "Preview: " : ""}${guestbook.name} - Echobook`,
    description: guestbook.subtitle || undefined,
    robots: NOT_INDEXED,
  };
}
