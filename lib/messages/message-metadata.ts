// The tags link-preview crawlers (WhatsApp, iMessage, Facebook, X, Slack) read from /message/{id}:
// title and description, a 1200x630 image, the audio itself (og:audio) and an X player card.
import type { Metadata } from "next";
import type { TPublicMessage } from "./public-message";

export const EMBED_PLAYER_SIZE = { width: 480, height: 180 } as const;

export function messageDescription(message: Pick<TPublicMessage, "name">): string {
  return message.name
    ? `${message.name} sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.`
    : "Someone sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.";
}

export function buildMessageMetadata(message: TPublicMessage, heading: string, origin: string): Metadata {
  const absolute = (path: string) => new URL(path, origin).toString();
  const pageUrl = absolute(`/message/${message.id}`);
  const imageUrl = absolute(`/api/messages/${message.id}/preview-image`);
  const audioUrl = absolute(message.mp3Url ?? message.audioUrl);
  const audioType = message.mp3Url ? "audio/mpeg" : message.contentType;
  const secure = audioUrl.startsWith("https://");
  const description = messageDescription(message);
  return {
    title: `${heading} - Echobook`,
    description,
    alternates: { canonical: pageUrl },
    // A personal message is shared by link, not listed by search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      siteName: "Echobook",
      url: pageUrl,
      title: heading,
      description,
      images: [{ url: imageUrl, width: 1200, height: 630, type: "image/jpeg", alt: heading }],
      audio: [{ url: audioUrl, type: audioType, ...(secure ? { secureUrl: audioUrl } : {}) }],
    },
    twitter: {
      card: "player",
      title: heading,
      description,
      images: [{ url: imageUrl, alt: heading }],
      players: [{ playerUrl: absolute(`/embed/message/${message.id}`), streamUrl: audioUrl, ...EMBED_PLAYER_SIZE }],
    },
  };
}
