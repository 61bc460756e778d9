// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from /message/{id}:
// title and description, a 1200x630 image, the audio itself (og:audio) and an X player card.
import type { Metadata } from "next";
import { buildSharedPageMetadata } from "@/lib/share/shared-page-metadata";
import type { TPublicMessage } from "./public-message";

const EMBED_PLAYER_SIZE = { width: 480, height: 180 } as const;

export function messageDescription(message: Pick<TPublicMessage, "name">): string {
  return message.name
    ? `${message.name} sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.`
    : "Someone sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.";
}

export function buildMessageMetadata(message: TPublicMessage, heading: string, origin: string): Metadata {
  return buildSharedPageMetadata({
    origin,
    pagePath: `/message/${message.id}`,
    imagePath: `/api/messages/${message.id}/preview-image`,
    heading,
    description: messageDescription(message),
    audio: { path: message.mp3Url ?? message.audioUrl, type: message.mp3Url ? "audio/mpeg" : message.contentType },
    player: { path: `/embed/message/${message.id}`, ...EMBED_PLAYER_SIZE },
  });
}
