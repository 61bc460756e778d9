// Forever Hosting of a pro card: the standard card's checkout (lib/cards/buy-forever-hosting.ts) with
// the pro card's row, purpose (forever_hosting_pro) and return page. Sold to anyone with its link while
// the owner offers it, and always to the owner, as for standard cards; fulfilment (lib/payments/fulfil.ts) sets foreverHosted, after which it never expires.
import "server-only";
import { HOSTING_OFFER_SELECT, type TForeverHostingTarget } from "@/lib/payments/buy-forever-hosting";
import { requireLook } from "@/lib/cards/look-row";
import { PRO_CARD_TEXTS, proCardPagePath } from "@/lib/constants/pro-cards";

export const PRO_CARD_HOSTING: TForeverHostingTarget = {
  kind: "pro",
  read: async (client, id) => {
    const card = await client.proAudioMessage.findUnique({ where: { id }, select: { creatorId: true, look: { select: HOSTING_OFFER_SELECT } } });
    return card && { ownerId: card.creatorId, ...requireLook({ id, look: card.look }).look };
  },
  notFound: PRO_CARD_TEXTS.notFound,
  pagePath: proCardPagePath,
};
