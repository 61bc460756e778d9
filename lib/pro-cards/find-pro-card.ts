// Finding a pro card, as a standard card is found (lib/cards/find-card.ts): by anyone (the public page,
// activation, recording, its audio) or by its owner, for whom another user's card answers 404 exactly
// like a missing one, so ids cannot be probed.
import "server-only";
import { CARD_INCLUDE } from "@/lib/cards/card-json";
import { cardFinder } from "@/lib/cards/find-card";
import { requireLook } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";
import type { TProCardRow } from "./pro-card-json";

const proCards = cardFinder<TProCardRow>({
  load: async (id) => {
    const card = await db.proAudioMessage.findUnique({ where: { id }, include: CARD_INCLUDE });
    return card && requireLook(card);
  },
  ownerOf: (card) => card.creatorId,
  notFound: PRO_CARD_TEXTS.notFound,
});
export const { find: findProCard, get: getProCard, getOwned: getOwnedProCard } = proCards;
