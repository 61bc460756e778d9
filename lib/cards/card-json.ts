// The one JSON shape of a card (ZCardJson): the same for its owner and for anyone with the link, which
// never includes the owner, the take's client id or the storage keys. `cardCommonJson` is the part every
// card shares, standard or pro (lib/pro-cards/pro-card-json.ts adds the pro fields to it).
import "server-only";
import { getEnv } from "@/lib/env";
import type { AudioFile, PersonalMessage } from "@/lib/generated/prisma/client";
import { cardLookOf, type TCardCommonJson, type TCardJson, type TCardLook } from "@/lib/validation/cards";
import { cardPagePath, isHostingEnded } from "./defaults";

export type TCardRow = PersonalMessage & { audio: AudioFile | null };

type TAnyCardRow = TCardLook &
  Pick<PersonalMessage, "id" | "allowDownload" | "foreverHostingEnabled" | "foreverHosted" | "isActive" | "createdAt"> & { audio: AudioFile | null };

/** The look and the common fields of a card of either kind: `apiPath` serves its voice, `pagePath` is its public page. */
export function cardCommonJson(card: TAnyCardRow, opts: { apiPath: string; pagePath: string; hostingEnded: boolean }): TCardLook & TCardCommonJson {
  const { audio } = card;
  return {
    ...cardLookOf(card),
    messageId: card.id,
    _id: card.id,
    allowDownload: card.allowDownload,
    foreverHostingEnabled: card.foreverHostingEnabled,
    foreverHosted: card.foreverHosted,
    isActive: card.isActive,
    hostingEnded: opts.hostingEnded,
    audioUrl: audio ? `${opts.apiPath}/audio` : null,
    mp3Url: audio?.mp3Key ? `${opts.apiPath}/mp3` : null,
    durationMs: audio?.durationMs ?? null,
    audioStatus: audio?.status ?? null,
    createdAt: card.createdAt.toISOString(),
    messageUrl: new URL(opts.pagePath, getEnv().APP_URL).toString(),
  };
}

export function cardJson(card: TCardRow, now: Date = new Date()): TCardJson {
  return {
    ...cardCommonJson(card, { apiPath: `/api/personal-messages/${card.id}`, pagePath: cardPagePath(card.id), hostingEnded: isHostingEnded(card, now) }),
    name: card.name,
    hostedUntil: card.foreverHosted ? null : (card.hostedUntil?.toISOString() ?? null),
  };
}
