// POST /api/forever-hosting/personal-message/{id} (and .../subscription-message/{id} for a pro card): a
// checkout for the card's Forever Hosting, priced by the catalog (FOREVER_HOSTING_PRICE_CENTS) and
// fulfilled by the one fulfilment (lib/payments/fulfil.ts sets foreverHosted). Anyone with the card's
// link may buy it (spec 002: the email comes from the signed-in profile, else the buyer types it), while
// its owner offers it; the owner always may, even with the offer switched off or after the hosting year
// ended. One open checkout per buyer and card: a newer one closes that buyer's older one. 409 when the
// card already has it.
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { readOptionalJson } from "@/lib/http/read-json";
import { withOptionalUser } from "@/lib/api/route";
import { assertSameOriginWrite, requestOrigin } from "@/lib/http/same-origin";
import { priceOf } from "@/lib/payments/catalog";
import { guestTokenFor, hashGuestToken, setGuestPayerCookie } from "@/lib/payments/guest-payer";
import { openCheckout } from "@/lib/payments/open-checkout";
import { sameOriginPath } from "@/lib/payments/return-url";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZCardId, ZForeverHostingCheckout, type TForeverHostingCheckout } from "@/lib/validation/cards";
import { CARD_TEXTS, cardPagePath } from "@/lib/constants/cards";
import { requireLook } from "@/lib/cards/look-row";

export const FOREVER_HOSTING_SUCCESS_PATH = "/payment-success";
export const EMAIL_NEEDED = "Please enter a valid email address.";

type TSellable = { ownerId: string; foreverHosted: boolean; foreverHostingEnabled: boolean };

/** What a card's look says about selling it Forever Hosting. */
export const HOSTING_OFFER_SELECT = { foreverHosted: true, foreverHostingEnabled: true } as const;

/** The kind of card Forever Hosting is bought for, and how to read its owner, offer and hosting. */
export type TForeverHostingTarget = {
  kind: "personal" | "pro";
  read(client: Prisma.TransactionClient, id: string): Promise<TSellable | null>;
  notFound: string;
  /** Where a cancelled checkout returns to. */
  pagePath(id: string): string;
};

export const STANDARD_CARD_HOSTING: TForeverHostingTarget = {
  kind: "personal",
  read: async (client, id) => {
    const card = await client.personalMessage.findUnique({ where: { id }, select: { ownerId: true, look: { select: HOSTING_OFFER_SELECT } } });
    return card && { ownerId: card.ownerId, ...requireLook({ id, look: card.look }).look };
  },
  notFound: CARD_TEXTS.notFound,
  pagePath: cardPagePath,
};

type TBuyer =
  | { user: { id: string; email: string; stripeCustomerId: string | null } }
  /** Signed out: the hash of the browser's guest-payer cookie (lib/payments/guest-payer.ts). */
  | { guestPayerHash: string };

export async function buyForeverHosting(opts: {
  id: string;
  buyer: TBuyer;
  input: TForeverHostingCheckout;
  target?: TForeverHostingTarget;
  /** The origin the buyer's browser is on (lib/http/same-origin.ts), when known. */
  origin?: string | null;
}): Promise<{ url: string; sessionId: string }> {
  const { id, buyer, input, target = STANDARD_CARD_HOSTING } = opts;
  const user = "user" in buyer ? buyer.user : null;
  const sellable = async (client: Prisma.TransactionClient) => {
    const card = ZCardId.safeParse(id).success ? await target.read(client, id) : null;
    // A card whose owner does not offer it looks to others as if it had no such thing to sell.
    if (!card || !(card.foreverHostingEnabled || card.ownerId === user?.id)) throw notFound(target.notFound);
    if (card.foreverHosted) throw conflict(CARD_TEXTS.alreadyForeverHosted);
  };
  await sellable(db);
  if (!user && !input.customerEmail) throw badRequest(EMAIL_NEEDED, { field: "customerEmail" });
  const pro = target.kind === "pro";
  const refs = pro ? { proAudioMessageId: id } : { personalMessageId: id };
  const purpose = pro ? "forever_hosting_pro" : "forever_hosting_personal";
  const { APP_URL } = getEnv();
  const origins = opts.origin ? [APP_URL, opts.origin] : [APP_URL];
  return openCheckout({
    user,
    guest: "guestPayerHash" in buyer ? { email: input.customerEmail!, payerHash: buyer.guestPayerHash } : undefined,
    scope: { lockKey: `forever-hosting-${target.kind}:${id}`, where: { purpose, ...refs }, alreadyPaid: CARD_TEXTS.alreadyForeverHosted },
    resolve: async (tx) => {
      // Read again under the card's checkout lock: a payment that completed meanwhile is seen here.
      await sellable(tx);
      return { priced: priceOf({ kind: "forever_hosting", target: target.kind }), refs };
    },
    successUrl: sameOriginPath(input.successUrl ?? FOREVER_HOSTING_SUCCESS_PATH, origins),
    cancelUrl: sameOriginPath(input.cancelUrl ?? target.pagePath(id), origins),
    returnOrigin: opts.origin,
  });
}

/** The route: a signed-in buyer pays as their account; a signed-out one gives an email and this browser owns the checkout. */
export function foreverHostingRoute(target: TForeverHostingTarget = STANDARD_CARD_HOSTING) {
  return withOptionalUser<{ id: string }>(async (request, { params, user }) => {
    const id = (await params).id;
    const input = await readOptionalJson(request, ZForeverHostingCheckout);
    const origin = requestOrigin(request);
    if (user) return Response.json(await buyForeverHosting({ id, buyer: { user }, input, target, origin }));

    assertSameOriginWrite(request);
    await throttleAddress("guestCheckout", request.headers);
    const { token, isNew } = guestTokenFor(request.headers.get("cookie"));
    const opened = await buyForeverHosting({ id, buyer: { guestPayerHash: hashGuestToken(token) }, input, target, origin });
    const answer = Response.json(opened, { headers: { "Cache-Control": "no-store" } });
    return isNew ? setGuestPayerCookie(answer, token) : answer;
  });
}
