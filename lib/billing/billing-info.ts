// GET /api/billing/info: what the dashboard's Billing section shows. Payments come from our own Payment
// table; the card, when there is one, from Stripe. Nothing is invented: no Stripe key, no card.
import "server-only";
import type Stripe from "stripe";
import type { TSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { stripeClient } from "@/lib/payments/stripe";
import { isStripeCustomerId } from "@/lib/subscriptions/stripe-customer";
import { currentSubscription } from "@/lib/subscriptions/current-subscription";
import type { TBillingInfo } from "@/lib/validation/billing-info";
import { subscriptionStatus } from "./subscription-status";

// The settings page waits on this; a slow Stripe should cost a missing card, not a stuck page.
const STRIPE_LOOKUP_TIMEOUT_MS = 8_000;

type TBillingUser = Pick<TSessionUser, "id" | "stripeCustomerId" | "subscriptionTier" | "subscriptionExpiresAt">;

export async function getBillingInfo(opts: { user: TBillingUser; now?: Date }): Promise<TBillingInfo> {
  const { user } = opts;
  const [lastPayment, lastStripePayment, subscription] = await Promise.all([
    db.payment.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" }, select: { amountCents: true, createdAt: true } }),
    db.payment.findFirst({
      where: { userId: user.id, provider: "stripe", providerPaymentId: { startsWith: "pi_" } },
      orderBy: { createdAt: "desc" },
      select: { providerPaymentId: true },
    }),
    currentSubscription({ userId: user.id }),
  ]);

  const stripe = stripeClient();
  // A local test-mode id ("test_cus_…") names no one at Stripe and is never sent there.
  const paymentMethod =
    stripe && isStripeCustomerId(user.stripeCustomerId) && lastStripePayment?.providerPaymentId
      ? await cardOf(stripe, lastStripePayment.providerPaymentId)
      : null;

  return {
    hasBillingInfo: user.stripeCustomerId !== null || lastPayment !== null,
    subscriptionStatus: subscriptionStatus(user, opts.now),
    subscriptionExpiresAt: user.subscriptionTier && user.subscriptionExpiresAt ? user.subscriptionExpiresAt.toISOString() : null,
    paymentMethod,
    lastPayment: lastPayment ? { amount: lastPayment.amountCents, date: Math.floor(lastPayment.createdAt.getTime() / 1000) } : null,
    subscription,
  };
}

/** The card a PaymentIntent was paid with; null for any other method or any Stripe failure (logged). */
async function cardOf(stripe: Stripe, paymentIntentId: string): Promise<TBillingInfo["paymentMethod"]> {
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] }, { timeout: STRIPE_LOOKUP_TIMEOUT_MS });
    const method = intent.payment_method;
    if (!method || typeof method === "string" || !method.card) return null;
    return { brand: method.card.brand, last4: method.card.last4 };
  } catch (error) {
    console.error(`[echobook] Stripe payment method lookup failed for ${paymentIntentId}`, error);
    return null;
  }
}
