// /listen/{token}: the family's read-only page of a guestbook's voices (issue 38), rendered on the
// server for anyone holding the secret link. An unknown, rotated or revoked token is the not-found page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import ListeningPage from "@/components/listening/ListeningPage";
import { getEnv } from "@/lib/env";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { guestbookPreviewLook, guestbookPreviewPath, guestbookPreviewVersion } from "@/lib/guestbooks/share-preview";
import { findListeningPage, listeningView } from "@/lib/listening/listening-view";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";

type TProps = { params: Promise<{ token: string }> };

// One query for the page and its metadata (memoised per request).
const loadAccess = cache(findListeningPage);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { token } = await params;
  const access = await loadAccess(token);
  if (!access) return { title: "Page not found - Echobook", robots: { index: false, follow: false } };
  const { guestbook } = access;
  warmGuestbookPreview(guestbook);
  const look = guestbookPreviewLook(guestbook);
  return {
    ...buildSharedPageMetadata({
      origin: getEnv().APP_URL,
      pagePath: `/listen/${token}`,
      imagePath: guestbookPreviewPath(guestbook.id, guestbookPreviewVersion(look)),
      heading: look.title,
      description: "Listen to the voice messages the guests left in this audio guestbook.",
      audio: null,
    }),
    // The token is the page's key: links out of it must not carry it to other sites.
    referrer: "no-referrer",
  };
}

export default async function ListenPage({ params }: TProps) {
  const { token } = await params;
  const access = await loadAccess(token);
  if (!access) notFound();
  return <ListeningPage guestbook={access.guestbook} view={listeningView(token, access)} />;
}
