// POST /api/forever-hosting/personal-message/{id}: a checkout for the card's Forever Hosting, priced by
// the catalog (FOREVER_HOSTING_PRICE_CENTS) and fulfilled by the one fulfilment (lib/payments/fulfil.ts
// sets foreverHosted). Anyone with the card's link may buy it (spec 002: the email comes from the
// signed-in profile, else the buyer types it), while its owner offers it; the owner always may, even
// with the offer switched off or after the hosting year ended. One open checkout per buyer and card: a
// newer one closes that buyer's older one. 409 when the card already has it.
import "server-only";
import { getEnv } from "@/lib/env";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { priceOf } from "@/lib/payments/catalog";
import { openCheckout } from "@/lib/payments/open-checkout";
import { sameOriginPath } from "@/lib/payments/return-url";
import type { TForeverHostingCheckout } from "@/lib/validation/cards";
import { CARD_TEXTS, cardPagePath } from "./defaults";
import { getCard } from "./find-card";

export const FOREVER_HOSTING_SUCCESS_PATH = "/payment-success";
export const EMAIL_NEEDED = "Please enter a valid email address.";

type TBuyer =
  | { user: { id: string; email: string; stripeCustomerId: string | null } }
  /** Signed out: the hash of the browser's guest-payer cookie (lib/payments/guest-payer.ts). */
  | { guestPayerHash: string };

function mayBuy(card: { ownerId: string; foreverHostingEnabled: boolean }, buyer: TBuyer): boolean {
  return card.foreverHostingEnabled || ("user" in buyer && buyer.user.id === card.ownerId);
}

export async function buyForeverHosting(opts: { id: string; buyer: TBuyer; input: TForeverHostingCheckout }): Promise<{ url: string }> {
  const { buyer, input } = opts;
  const card = await getCard(opts.id);
  // A card whose owner does not offer it looks to others as if it had no such thing to sell.
  if (!mayBuy(card, buyer)) throw notFound(CARD_TEXTS.notFound);
  if (card.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
  const user = "user" in buyer ? buyer.user : null;
  if (!user && !input.customerEmail) throw badRequest(EMAIL_NEEDED, { field: "customerEmail" });
  const { APP_URL } = getEnv();
  return openCheckout({
    user,
    guest: user ? undefined : { email: input.customerEmail!, payerHash: (buyer as { guestPayerHash: string }).guestPayerHash },
    scope: { lockKey: `forever-hosting-personal:${card.id}`, where: { purpose: "forever_hosting_personal", personalMessageId: card.id }, alreadyPaid: CARD_TEXTS.alreadyForeverHosted },
    resolve: async (tx) => {
      // Read again under the card's checkout lock: a payment that completed meanwhile is seen here.
      const current = await tx.personalMessage.findUnique({ where: { id: card.id }, select: { foreverHosted: true, ownerId: true, foreverHostingEnabled: true } });
      if (!current || !mayBuy(current, buyer)) throw notFound(CARD_TEXTS.notFound);
      if (current.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
      return { priced: priceOf({ kind: "forever_hosting", target: "personal" }), refs: { personalMessageId: card.id } };
    },
    successUrl: sameOriginPath(input.successUrl ?? FOREVER_HOSTING_SUCCESS_PATH, APP_URL),
    cancelUrl: sameOriginPath(input.cancelUrl ?? cardPagePath(card.id), APP_URL),
  });
}
