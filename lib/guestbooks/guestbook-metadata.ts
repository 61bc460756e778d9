// The guest page's tags and the owner's preview's title. Neither is for search engines: a guestbook is
// shared by QR code and link with the people at one event. The guest page's og/twitter tags are what a
// chat shows for the shared link: the heading, the subtext and the versioned picture of the cover.
import type { Metadata } from "next";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import {
  guestbookPreviewLook,
  guestbookPreviewPath,
  guestbookPreviewVersion,
  guestbookShareDescription,
  guestbookShareHeading,
} from "@/lib/guestbooks/share-preview";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";

const NOT_INDEXED: Metadata["robots"] = { index: false, follow: false };

export function guestbookMetadata(
  guestbook: TPublicGuestbook | null,
  { preview = false, origin = "", ogLocale }: { preview?: boolean; origin?: string; ogLocale?: string } = {},
): Metadata {
  if (!guestbook) return { title: "Guestbook Not Found - Echobook", robots: NOT_INDEXED };
  if (preview) return { title: `Preview: ${guestbook.name} - Echobook`, description: guestbook.subtitle || undefined, robots: NOT_INDEXED };
  return buildSharedPageMetadata({
    origin,
    pagePath: `/live-guestbook/${guestbook.id}`,
    imagePath: guestbookPreviewPath(guestbook.id, guestbookPreviewVersion(guestbookPreviewLook(guestbook))),
    documentTitle: `${guestbook.name} - Echobook`,
    heading: guestbookShareHeading(guestbook),
    description: guestbookShareDescription(guestbook),
    audio: null,
    ogLocale,
  });
}
