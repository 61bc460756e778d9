// POST /api/forever-hosting/personal-message/{id}: the owner opens a checkout for the card's Forever
// Hosting, priced by the catalog (lib/payments/catalog.ts, FOREVER_HOSTING_PRICE_CENTS) and fulfilled by
// the one fulfilment (lib/payments/fulfil.ts sets foreverHosted). One open checkout per card: a newer one
// closes the older, so two tabs cannot both be paid. 409 when the card already has it.
import "server-only";
import { getEnv } from "@/lib/env";
import { conflict, notFound } from "@/lib/http/errors";
import { priceOf } from "@/lib/payments/catalog";
import { openCheckout } from "@/lib/payments/open-checkout";
import { sameOriginPath } from "@/lib/payments/return-url";
import type { TForeverHostingCheckout } from "@/lib/validation/cards";
import { CARD_TEXTS, cardPagePath } from "./defaults";
import { getOwnedCard } from "./find-card";

export const FOREVER_HOSTING_SUCCESS_PATH = "/payment-success";

export async function buyForeverHosting(opts: {
  id: string;
  user: { id: string; email: string; stripeCustomerId: string | null };
  input: TForeverHostingCheckout;
}): Promise<{ url: string }> {
  const card = await getOwnedCard({ id: opts.id, userId: opts.user.id });
  if (card.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
  const { APP_URL } = getEnv();
  return openCheckout({
    user: opts.user,
    scope: { lockKey: `forever-hosting-personal:${card.id}`, where: { purpose: "forever_hosting_personal", personalMessageId: card.id }, alreadyPaid: CARD_TEXTS.alreadyForeverHosted },
    resolve: async (tx) => {
      // Read again under the card's checkout lock: a payment that completed meanwhile is seen here.
      const current = await tx.personalMessage.findUnique({ where: { id: card.id }, select: { foreverHosted: true, ownerId: true } });
      if (!current || current.ownerId !== opts.user.id) throw notFound(CARD_TEXTS.notFound);
      if (current.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
      return { priced: priceOf({ kind: "forever_hosting", target: "personal" }), refs: { personalMessageId: card.id } };
    },
    successUrl: sameOriginPath(opts.input.successUrl ?? FOREVER_HOSTING_SUCCESS_PATH, APP_URL),
    cancelUrl: sameOriginPath(opts.input.cancelUrl ?? cardPagePath(card.id), APP_URL),
  });
}
