// The one JSON shape of a card (ZCardJson): the same for its owner and for anyone with the link, which
// never includes the owner, the take's client id or the storage keys.
import "server-only";
import { getEnv } from "@/lib/env";
import type { AudioFile, PersonalMessage } from "@/lib/generated/prisma/client";
import { cardLookOf, type TCardJson } from "@/lib/validation/cards";
import { cardPagePath, isHostingEnded } from "./defaults";

export type TCardRow = PersonalMessage & { audio: AudioFile | null };

export function cardUrl(id: string): string {
  return new URL(cardPagePath(id), getEnv().APP_URL).toString();
}

export function cardJson(card: TCardRow, now: Date = new Date()): TCardJson {
  const { audio } = card;
  return {
    messageId: card.id,
    _id: card.id,
    name: card.name,
    ...cardLookOf(card),
    allowDownload: card.allowDownload,
    foreverHostingEnabled: card.foreverHostingEnabled,
    foreverHosted: card.foreverHosted,
    isActive: card.isActive,
    hostedUntil: card.foreverHosted ? null : (card.hostedUntil?.toISOString() ?? null),
    hostingEnded: isHostingEnded(card, now),
    audioUrl: audio ? `/api/personal-messages/${card.id}/audio` : null,
    mp3Url: audio?.mp3Key ? `/api/personal-messages/${card.id}/mp3` : null,
    durationMs: audio?.durationMs ?? null,
    audioStatus: audio?.status ?? null,
    createdAt: card.createdAt.toISOString(),
    messageUrl: cardUrl(card.id),
  };
}
