// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from /message/{id}:
// title and description, a 1200x630 image, the audio itself (og:audio) and an X player card, in the
// page's language (og:locale; the picture too where it can be drawn).
import type { Metadata } from "next";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";
import type { TPublicMessage } from "./public-message";
import type { TMessageWords } from "./message-words";
import { pictureLanguage } from "@/lib/images/drawn-languages";
import { LANGUAGE_PARAM, ogLocaleOf } from "@/lib/i18n/languages";

const EMBED_PLAYER_SIZE = { width: 480, height: 180 } as const;

export function buildMessageMetadata(message: TPublicMessage, heading: string, origin: string, words: TMessageWords): Metadata {
  const drawnIn = pictureLanguage(words.language);
  return buildSharedPageMetadata({
    origin,
    pagePath: `/message/${message.id}`,
    imagePath: `/api/messages/${message.id}/preview-image${drawnIn === "en" ? "" : `?${LANGUAGE_PARAM}=${drawnIn}`}`,
    heading,
    description: words.description(message.name),
    audio: { path: message.mp3Url ?? message.audioUrl, type: message.mp3Url ? "audio/mpeg" : message.contentType },
    player: { path: `/embed/message/${message.id}`, ...EMBED_PLAYER_SIZE },
    ogLocale: ogLocaleOf(words.language),
  });
}
