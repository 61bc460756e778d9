// The one JSON shape of a card (ZCardJson): the same for its owner and for anyone with the link, which
// never includes the owner, the take's client id or the storage keys. `cardCommonJson` is the part every
// card shares, standard or pro (lib/pro-cards/pro-card-json.ts adds the pro fields to it).
import "server-only";
import { getEnv } from "@/lib/env";
import type { AudioFile, CardLook, PersonalMessage } from "@/lib/generated/prisma/client";
import { cardLookOf, type TCardCommonJson, type TCardJson, type TCardLook } from "@/lib/validation/cards";
import { cardPagePath, isHostingEnded } from "@/lib/constants/cards";

/** A card as read with CARD_INCLUDE and checked by requireLook (lib/cards/look-row.ts). */
export type TCardRow = PersonalMessage & { audio: AudioFile | null; look: CardLook };

/** What a card is read with: its voice and its look, in the same query. */
export const CARD_INCLUDE = { audio: true, look: true } as const;

type TAnyCardRow = Pick<PersonalMessage, "id" | "isActive" | "createdAt"> & { audio: AudioFile | null; look: CardLook };

/** The facts the hosting rule reads of a standard card. */
export function cardHosting(card: Pick<TCardRow, "hostedUntil" | "hostingEndedAt" | "look">) {
  return { foreverHosted: card.look.foreverHosted, hostedUntil: card.hostedUntil, hostingEndedAt: card.hostingEndedAt };
}

/** The look and the common fields of a card of either kind: `apiPath` serves its voice, `pagePath` is its public page. */
export function cardCommonJson(card: TAnyCardRow, opts: { apiPath: string; pagePath: string; hostingEnded: boolean }): TCardLook & TCardCommonJson {
  const { audio, look } = card;
  return {
    ...cardLookOf(look),
    messageId: card.id,
    _id: card.id,
    allowDownload: look.allowDownload,
    foreverHostingEnabled: look.foreverHostingEnabled,
    foreverHosted: look.foreverHosted,
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
    ...cardCommonJson(card, {
      apiPath: `/api/personal-messages/${card.id}`,
      pagePath: cardPagePath(card.id),
      hostingEnded: isHostingEnded(cardHosting(card), now),
    }),
    name: card.name,
    hostedUntil: card.look.foreverHosted ? null : (card.hostedUntil?.toISOString() ?? null),
  };
}
