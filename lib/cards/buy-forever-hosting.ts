// POST /api/forever-hosting/personal-message/{id} (and .../subscription-message/{id} for a pro card): the
// owner opens a checkout for the card's Forever Hosting, priced by the catalog (lib/payments/catalog.ts,
// FOREVER_HOSTING_PRICE_CENTS) and fulfilled by the one fulfilment (lib/payments/fulfil.ts sets
// foreverHosted). One open checkout per card: a newer one closes the older, so two tabs cannot both be
// paid. 409 when the card already has it.
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/http/errors";
import { priceOf } from "@/lib/payments/catalog";
import { openCheckout } from "@/lib/payments/open-checkout";
import { sameOriginPath } from "@/lib/payments/return-url";
import { ZCardId, type TForeverHostingCheckout } from "@/lib/validation/cards";
import { CARD_TEXTS, cardPagePath } from "./defaults";

export const FOREVER_HOSTING_SUCCESS_PATH = "/payment-success";

/** The kind of card Forever Hosting is bought for, and how to read its owner and hosting. */
export type TForeverHostingTarget = {
  kind: "personal" | "pro";
  read(client: Prisma.TransactionClient, id: string): Promise<{ ownerId: string; foreverHosted: boolean } | null>;
  notFound: string;
  /** Where a cancelled checkout returns to. */
  pagePath(id: string): string;
};

export const STANDARD_CARD_HOSTING: TForeverHostingTarget = {
  kind: "personal",
  read: (client, id) => client.personalMessage.findUnique({ where: { id }, select: { ownerId: true, foreverHosted: true } }),
  notFound: CARD_TEXTS.notFound,
  pagePath: cardPagePath,
};

export async function buyForeverHosting(opts: {
  id: string;
  user: { id: string; email: string; stripeCustomerId: string | null };
  input: TForeverHostingCheckout;
  target?: TForeverHostingTarget;
}): Promise<{ url: string }> {
  const { id, user, target = STANDARD_CARD_HOSTING } = opts;
  const owned = async (client: Prisma.TransactionClient) => {
    const card = ZCardId.safeParse(id).success ? await target.read(client, id) : null;
    if (!card || card.ownerId !== user.id) throw notFound(target.notFound);
    if (card.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
  };
  await owned(db);
  const pro = target.kind === "pro";
  const refs = pro ? { proAudioMessageId: id } : { personalMessageId: id };
  const purpose = pro ? "forever_hosting_pro" : "forever_hosting_personal";
  const { APP_URL } = getEnv();
  return openCheckout({
    user,
    scope: { lockKey: `forever-hosting-${target.kind}:${id}`, where: { purpose, ...refs }, alreadyPaid: CARD_TEXTS.alreadyForeverHosted },
    resolve: async (tx) => {
      // Read again under the card's checkout lock: a payment that completed meanwhile is seen here.
      await owned(tx);
      return { priced: priceOf({ kind: "forever_hosting", target: target.kind }), refs };
    },
    successUrl: sameOriginPath(opts.input.successUrl ?? FOREVER_HOSTING_SUCCESS_PATH, APP_URL),
    cancelUrl: sameOriginPath(opts.input.cancelUrl ?? target.pagePath(id), APP_URL),
  });
}
