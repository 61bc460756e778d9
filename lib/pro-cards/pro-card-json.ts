// The JSON shapes of a pro card (lib/validation/pro-cards.ts): what anyone with the link sees once it is
// activated, and the owner's view, which adds the name and the activation code (opened from its sealed
// copy). Neither carries the code's hash, the recorder token or storage keys. Hosting ends by the rule
// the standard cards use (isHostingEnded), with expiresAt as the end.
import "server-only";
import { cardCommonJson } from "@/lib/cards/card-json";
import { isHostingEnded } from "@/lib/constants/cards";
import { getEnv } from "@/lib/env";
import type { AudioFile, CardLook, ProAudioMessage } from "@/lib/generated/prisma/client";
import { proCoverTitleColor } from "@/lib/cards/look-row";
import type { TCreatorBranding } from "@/lib/pro-settings/public-pro-settings";
import type { TProCardJson, TProCardOwnerJson } from "@/lib/validation/pro-cards";
import { openActivationCode } from "./activation-code";
import { PRO_CARD_DEFAULT_LOOK, proCardPagePath } from "@/lib/constants/pro-cards";

/** A pro card as read with CARD_INCLUDE (lib/cards/card-json.ts) and checked by requireLook. */
export type TProCardRow = ProAudioMessage & { audio: AudioFile | null; look: CardLook };

export function proCardUrl(id: string): string {
  return new URL(proCardPagePath(id), getEnv().APP_URL).toString();
}

/** The facts the hosting rule reads: a pro card is hosted until it expires. */
export function proCardHosting(card: Pick<ProAudioMessage, "expiresAt"> & { look: Pick<CardLook, "foreverHosted"> }) {
  return { foreverHosted: card.look.foreverHosted, hostedUntil: card.expiresAt };
}

export function proCardJson(card: TProCardRow, branding: TCreatorBranding | null, now: Date = new Date()): TProCardJson {
  const common = cardCommonJson(card, {
    apiPath: `/api/subscription-audio-messages/${card.id}`,
    pagePath: proCardPagePath(card.id),
    hostingEnded: isHostingEnded(proCardHosting(card), now),
  });
  return {
    ...common,
    coverTitleColor: proCoverTitleColor(card.look),
    status: card.status,
    activatedAt: card.activatedAt?.toISOString() ?? null,
    recordedAt: card.recordedAt?.toISOString() ?? null,
    expiresAt: card.look.foreverHosted ? null : card.expiresAt.toISOString(),
    creatorId: card.creatorId,
    creatorLogoUrl: branding?.customLogo ?? null,
    creatorDefaultButtonColor: branding?.customButtonColor ?? PRO_CARD_DEFAULT_LOOK.buttonColor,
    creatorDefaultButtonTextColor: branding?.customButtonTextColor ?? PRO_CARD_DEFAULT_LOOK.buttonTextColor,
  };
}

export function proCardOwnerJson(card: TProCardRow, branding: TCreatorBranding | null, now: Date = new Date()): TProCardOwnerJson {
  return { ...proCardJson(card, branding, now), name: card.name, activationCode: openActivationCode(card.id, card.activationCodeSealed) };
}
