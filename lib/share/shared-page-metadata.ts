// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from a page shared by link
// (a voice message, an audio card, a guestbook): title and description, its 1200x630 preview image, the voice itself
// (og:audio) when the public may hear it, and an X player card where the page has an embeddable player.
import type { Metadata } from "next";

type TSharedPage = {
  origin: string;
  pagePath: string;
  imagePath: string;
  heading: string;
  /** The tab's title; `${heading} - Echobook` when not given. */
  documentTitle?: string;
  description: string;
  /** The voice's address and type; null leaves og:audio out (a crawler is not pointed at a refusal). */
  audio: { path: string; type: string | undefined } | null;
  /** The embed page X plays the voice in; without it X shows a large-image card. */
  player?: { path: string; width: number; height: number };
  /** og:locale, as `fr_FR` (lib/i18n/languages.ts's ogLocaleOf): the language the page is in. */
  ogLocale?: string;
};

export function buildSharedPageMetadata(page: TSharedPage): Metadata {
  const absolute = (path: string) => new URL(path, page.origin).toString();
  const pageUrl = absolute(page.pagePath);
  const imageUrl = absolute(page.imagePath);
  const audioUrl = page.audio ? absolute(page.audio.path) : null;
  const { heading, description, player } = page;
  const twitter = { title: heading, description, images: [{ url: imageUrl, alt: heading }] };
  return {
    title: page.documentTitle ?? `${heading} - Echobook`,
    description,
    alternates: { canonical: pageUrl },
    // Shared by link, not listed by search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      siteName: "Echobook",
      ...(page.ogLocale ? { locale: page.ogLocale } : {}),
      url: pageUrl,
      title: heading,
      description,
      images: [{ url: imageUrl, width: 1200, height: 630, type: "image/jpeg", alt: heading }],
      ...(audioUrl ? { audio: [{ url: audioUrl, type: page.audio?.type, ...(audioUrl.startsWith("https://") ? { secureUrl: audioUrl } : {}) }] } : {}),
    },
    twitter:
      player && audioUrl
        ? { card: "player", ...twitter, players: [{ playerUrl: absolute(player.path), streamUrl: audioUrl, width: player.width, height: player.height }] }
        : { card: "summary_large_image", ...twitter },
  };
}
