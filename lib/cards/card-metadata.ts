// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from a card's public page
// (/personal-message/{id}, or a pro card's /audio/{id}): title and description from the card, its 1200x630
// preview image, and the voice (og:audio) while the card plays for the public. Pure: the page passes the
// card, the site's address and, for a pro card, its paths. The picture's address carries the version of
// what it shows (title, subtitle, cover), so chat apps fetch it anew after an edit.
import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { CARD_DEFAULT_COVER_URL } from "@/lib/cards/look";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";
import type { TCardAvailability } from "./card-state";
import { pictureLanguage } from "@/lib/images/drawn-languages";
import { LANGUAGE_PARAM, type TLanguage } from "@/lib/i18n/languages";

type TCardForMetadata = {
  messageId: string;
  name: string;
  title: string;
  subtitle: string;
  audioUrl: string | null;
  mp3Url: string | null;
  contentType: string | null;
  coverImageUrl: string | null;
  /** The audio routes serve the MP3 (and any saved file) only when the owner allows downloads. */
  allowDownload: boolean;
};

/** What a card's preview picture shows; the preview-image route draws exactly this. */
export type TCardPreviewLook = { title: string; subtitle: string; coverUrl: string };

/** The heading a preview shows: the card's title, else its name (a card may clear its title). */
export function cardHeading(card: Pick<TCardForMetadata, "title" | "name">, fallback = "An audio card for you"): string {
  return card.title.trim() || card.name.trim() || fallback;
}

/** The subtitle as a sentence of its own (a full stop added unless it ends one), then the call to listen. */
export function cardDescription(card: Pick<TCardForMetadata, "subtitle">, call = "Tap to listen to this audio card on Echobook."): string {
  const subtitle = card.subtitle.trim();
  const sentence = !subtitle || /[.!?…]["'”’)]*$/u.test(subtitle) ? subtitle : `${subtitle}.`;
  return `${sentence ? `${sentence} ` : ""}${call}`;
}

/** The page's own words in the visitor's language (the catalogue's `card` part), its og:locale and its code. */
type TCardPageLanguage = { heading: string; description: string; ogLocale?: string; code?: TLanguage };

export function cardPreviewLook(card: Pick<TCardForMetadata, "title" | "name" | "subtitle" | "coverImageUrl">, fallback?: string): TCardPreviewLook {
  return { title: cardHeading(card, fallback), subtitle: card.subtitle.trim(), coverUrl: card.coverImageUrl ?? CARD_DEFAULT_COVER_URL };
}

/** A short hash of what the picture shows: its address's `v` and its ETag. */
export function cardPreviewVersion(look: TCardPreviewLook): string {
  return createHash("sha256")
    .update(JSON.stringify([look.title, look.subtitle, look.coverUrl]))
    .digest("base64url")
    .slice(0, 16);
}

/** Where a kind of card lives: its public page and its API (the preview image is `${apiPath}/preview-image`). */
type TCardPaths = { pagePath: string; apiPath: string };

const personalCardPaths = (id: string): TCardPaths => ({ pagePath: `/personal-message/${id}`, apiPath: `/api/personal-messages/${id}` });

export function buildCardMetadata(
  card: TCardForMetadata,
  availability: TCardAvailability,
  origin: string,
  paths: TCardPaths = personalCardPaths(card.messageId),
  headingFallback?: string,
  language?: TCardPageLanguage,
): Metadata {
  // og:audio only where anyone may fetch the file: the audio routes refuse the public an inactive or lapsed
  // card, and a card whose owner turned downloads off is not handed to crawlers as a file to take.
  const audioPath = availability === "playable" && card.allowDownload ? (card.mp3Url ?? card.audioUrl) : null;
  // The picture says the page's heading in the visitor's language where it can draw it (lib/images/drawn-languages.ts),
  // with the language in its address (the route draws the same words: cardPictureFallback).
  const drawnIn = pictureLanguage(language?.code);
  const look = cardPreviewLook(card, drawnIn === "en" ? headingFallback : language?.heading);
  return buildSharedPageMetadata({
    origin,
    pagePath: paths.pagePath,
    imagePath: `${paths.apiPath}/preview-image?v=${cardPreviewVersion(look)}${drawnIn === "en" ? "" : `&${LANGUAGE_PARAM}=${drawnIn}`}`,
    heading: cardHeading(card, language?.heading),
    description: cardDescription(card, language?.description),
    ogLocale: language?.ogLocale,
    audio: audioPath ? { path: audioPath, type: card.mp3Url ? "audio/mpeg" : (card.contentType ?? undefined) } : null,
  });
}
