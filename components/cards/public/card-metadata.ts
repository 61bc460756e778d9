// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from /personal-message/{id}:
// title and description from the card, its 1200x630 preview image, and the voice (og:audio) while the
// card plays for the public. Pure: the page passes the card and the site's address.
import type { Metadata } from "next";
import type { TCardAvailability } from "./card-state";

type TCardForMetadata = {
  messageId: string;
  name: string;
  title: string;
  subtitle: string;
  audioUrl: string | null;
  mp3Url: string | null;
  contentType: string | null;
};

/** The heading a preview shows: the card's title, else its name (a card may clear its title). */
export function cardHeading(card: Pick<TCardForMetadata, "title" | "name">): string {
  return card.title.trim() || card.name.trim() || "An audio card for you";
}

export function cardDescription(card: Pick<TCardForMetadata, "subtitle">): string {
  const subtitle = card.subtitle.trim();
  return `${subtitle ? `${subtitle} ` : ""}Tap to listen to this audio card on Echobook.`;
}

export function buildCardMetadata(card: TCardForMetadata, availability: TCardAvailability, origin: string): Metadata {
  const absolute = (path: string) => new URL(path, origin).toString();
  const pageUrl = absolute(`/personal-message/${card.messageId}`);
  const imageUrl = absolute(`/api/personal-messages/${card.messageId}/preview-image`);
  const heading = cardHeading(card);
  const description = cardDescription(card);
  // The audio routes refuse the public an inactive or lapsed card, so a crawler is not pointed at them.
  const audioPath = availability === "playable" ? (card.mp3Url ?? card.audioUrl) : null;
  const audio = audioPath
    ? (() => {
        const url = absolute(audioPath);
        const type = card.mp3Url ? "audio/mpeg" : (card.contentType ?? undefined);
        return [{ url, type, ...(url.startsWith("https://") ? { secureUrl: url } : {}) }];
      })()
    : undefined;
  return {
    title: `${heading} - Echobook`,
    description,
    alternates: { canonical: pageUrl },
    // A card is shared by link, not listed by search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      siteName: "Echobook",
      url: pageUrl,
      title: heading,
      description,
      images: [{ url: imageUrl, width: 1200, height: 630, type: "image/jpeg", alt: heading }],
      ...(audio ? { audio } : {}),
    },
    twitter: { card: "summary_large_image", title: heading, description, images: [{ url: imageUrl, alt: heading }] },
  };
}
