// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from a card's public page
// (/personal-message/{id}, or a pro card's /audio/{id}): title and description from the card, its 1200x630
// preview image, and the voice (og:audio) while the card plays for the public. Pure: the page passes the
// card, the site's address and, for a pro card, its paths.
import type { Metadata } from "next";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";
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
export function cardHeading(card: Pick<TCardForMetadata, "title" | "name">, fallback = "An audio card for you"): string {
  return card.title.trim() || card.name.trim() || fallback;
}

export function cardDescription(card: Pick<TCardForMetadata, "subtitle">): string {
  const subtitle = card.subtitle.trim();
  return `${subtitle ? `${subtitle} ` : ""}Tap to listen to this audio card on Echobook.`;
}

/** Where a kind of card lives: its public page and its API (the preview image is `${apiPath}/preview-image`). */
type TCardPaths = { pagePath: string; apiPath: string };

const personalCardPaths = (id: string): TCardPaths => ({ pagePath: `/personal-message/${id}`, apiPath: `/api/personal-messages/${id}` });

export function buildCardMetadata(card: TCardForMetadata, availability: TCardAvailability, origin: string, paths: TCardPaths = personalCardPaths(card.messageId)): Metadata {
  // The audio routes refuse the public an inactive or lapsed card, so a crawler is not pointed at them.
  const audioPath = availability === "playable" ? (card.mp3Url ?? card.audioUrl) : null;
  return buildSharedPageMetadata({
    origin,
    pagePath: paths.pagePath,
    imagePath: `${paths.apiPath}/preview-image`,
    heading: cardHeading(card),
    description: cardDescription(card),
    audio: audioPath ? { path: audioPath, type: card.mp3Url ? "audio/mpeg" : (card.contentType ?? undefined) } : null,
  });
}
