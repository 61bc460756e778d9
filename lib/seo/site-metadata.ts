// The tags every page shares when it has no preview of its own: title, description, its own address
// (og:url) and the brand picture (public/og-image.jpg, made by scripts/make-site-preview.ts). Pages of
// the site pass their title and description through `sitePageMetadata`; the root layout gives the rest
// the site's own. Relative URLs resolve against metadataBase (APP_URL).
import type { Metadata } from "next";

export const SITE_NAME = "Echobook";
export const SITE_TITLE = "Echobook - Be Heard. Be Remembered.";
export const SITE_DESCRIPTION = "Create and share personal audio messages and guestbooks.";

/** Committed under public/; keep in step with scripts/make-site-preview.ts. */
export const SITE_PREVIEW_IMAGE = {
  url: "/og-image.jpg",
  width: 1200,
  height: 630,
  type: "image/jpeg",
  alt: "Echobook: audio guestbooks and voice messages. Be Heard. Be Remembered.",
} as const;

type TSitePage = {
  /** The page's address on the site, e.g. "/record". */
  path: string;
  /** What a chat shows as the link's title. */
  title: string;
  description: string;
  /** The tab's title; `${title} - Echobook` when not given. */
  documentTitle?: string;
  /** Only the root layout leaves the canonical link out: it cannot know every page's address. */
  canonical?: boolean;
};

export function sitePageMetadata({ path, title, description, documentTitle, canonical = true }: TSitePage): Metadata {
  return {
    title: documentTitle ?? `${title} - ${SITE_NAME}`,
    description,
    ...(canonical ? { alternates: { canonical: path } } : {}),
    openGraph: { type: "website", siteName: SITE_NAME, url: path, title, description, images: [SITE_PREVIEW_IMAGE] },
    twitter: { card: "summary_large_image", title, description, images: [{ url: SITE_PREVIEW_IMAGE.url, alt: SITE_PREVIEW_IMAGE.alt }] },
  };
}
