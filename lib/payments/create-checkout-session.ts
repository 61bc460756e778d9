// POST /api/stripe/create-checkout-session: works out what is being bought (a paid guestbook from the
// caller's draft, or an upgrade of the caller's guestbook), prices it from the catalog, keeps a
// CheckoutSession row, and answers where the browser goes: Stripe Checkout, or the local checkout page
// when no Stripe key is configured.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { ApiError, badRequest, notFound } from "@/lib/http/errors";
import type { TCreateCheckoutSession } from "@/lib/validation/payments";
import { PAYMENT_NOT_REQUIRED, priceOf, type TPricedItem } from "./catalog";
import { sameOriginPath, stripeSuccessUrl } from "./return-url";
import { stripeClient } from "./stripe";

export const CHECKOUT_FAILED = "Failed to create checkout session";
export const NO_TEMP_GUESTBOOK_KEY = "No temporary guestbook key returned";
export const DRAFT_NOT_FOUND = "Guestbook draft not found.";

type TPurchaseTarget = { priced: TPricedItem; guestbookDraftId: string | null; guestbookId: string | null };

async function resolvePurchase(userId: string, input: TCreateCheckoutSession): Promise<TPurchaseTarget> {
  if (input.upgradeType === "tier" || input.guestbookId) {
    if (!input.guestbookId || input.newTierIdx === undefined) throw badRequest("Choose the guestbook and the tier to upgrade to.");
    const guestbook = await getOwnedGuestbook({ id: input.guestbookId, userId });
    // A pro subscriber's guestbook has its own limits and is never sold a tier.
    if (guestbook.isSubscriptionGuestbook) throw badRequest(PAYMENT_NOT_REQUIRED);
    const priced = priceOf({ kind: "guestbook_upgrade", fromTierIdx: guestbook.tierIdx, newTierIdx: input.newTierIdx });
    return { priced, guestbookDraftId: null, guestbookId: guestbook.id };
  }
  if (!input.tempGuestbookKey) throw badRequest(NO_TEMP_GUESTBOOK_KEY);
  const draft = await db.guestbookDraft.findUnique({ where: { id: input.tempGuestbookKey } });
  // Someone else's draft answers exactly like a missing one.
  if (!draft || draft.userId !== userId || draft.expiresAt < new Date()) throw notFound(DRAFT_NOT_FOUND);
  if (draft.guestbookId) throw badRequest("This guestbook has already been paid for.");
  // The tier is the one the draft was validated for; the browser's priceId is not consulted.
  const priced = priceOf({ kind: "guestbook_tier", tierIdx: draft.tierIdx });
  return { priced, guestbookDraftId: draft.id, guestbookId: null };
}

export async function createCheckoutSession(opts: { user: { id: string; email: string; stripeCustomerId: string | null }; input: TCreateCheckoutSession }): Promise<{ url: string }> {
  const { user, input } = opts;
  const env = getEnv();
  const successUrl = sameOriginPath(input.successUrl, env.APP_URL);
  const cancelUrl = sameOriginPath(input.cancelUrl, env.APP_URL);
  const { priced, guestbookDraftId, guestbookId } = await resolvePurchase(user.id, input);
  const stripe = stripeClient();

  const row = await db.checkoutSession.create({
    data: {
      provider: stripe ? "stripe" : "test",
      // Replaced by Stripe's id once Stripe answers; the test mode keeps this unique placeholder.
      providerSessionId: `${stripe ? "pending" : "test"}_${randomUUID()}`,
      userId: user.id,
      purpose: priced.purpose,
      amountCents: priced.amountCents,
      currency: priced.currency,
      description: priced.description,
      guestbookDraftId,
      guestbookId,
      newTierIdx: priced.newTierIdx,
      creditQuantity: priced.creditQuantity,
      successUrl,
      cancelUrl,
    },
  });

  if (!stripe) return { url: `/test-checkout/${row.id}` };

  try {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      // A Stripe customer per user, so the billing portal (issue 5, point 6) has someone to show.
      ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email, customer_creation: "always" as const }),
      client_reference_id: row.id,
      line_items: [{ quantity: 1, price_data: { currency: priced.currency, unit_amount: priced.amountCents, product_data: { name: priced.description } } }],
      success_url: stripeSuccessUrl(successUrl, env.APP_URL),
      cancel_url: new URL(cancelUrl, env.APP_URL).toString(),
      metadata: {
        checkoutSessionId: row.id,
        kind: priced.purpose,
        tempGuestbookKey: guestbookDraftId ?? "",
        guestbookId: guestbookId ?? "",
      },
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    await db.checkoutSession.update({ where: { id: row.id }, data: { providerSessionId: session.id } });
    return { url: session.url };
  } catch (error) {
    console.error("[echobook] Stripe checkout session creation failed", error);
    await db.checkoutSession.update({ where: { id: row.id }, data: { status: "canceled" } });
    throw new ApiError(502, CHECKOUT_FAILED);
  }
}
