// A deleted account's business plans end now, not at the end of their period: Stripe's are cancelled at
// Stripe (no further invoice), the test-payment mode's are marked cancelled through the same
// applySubscriptionEvent the billing page uses. Safe to run again: an ended subscription is skipped, and
// one Stripe no longer knows counts as cancelled.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import { stripeClient } from "@/lib/payments/stripe";
import { applySubscriptionEvent } from "@/lib/subscriptions/apply-subscription-event";

function isMissingAtStripe(error: unknown): boolean {
  return (error as Partial<Stripe.errors.StripeError> | null)?.code === "resource_missing";
}

export async function cancelAllSubscriptions(opts: { userId: string }): Promise<void> {
  const running = await db.subscription.findMany({ where: { userId: opts.userId, status: { notIn: ["canceled", "incomplete_expired"] } } });
  for (const subscription of running) {
    if (subscription.provider === "stripe") {
      const stripe = stripeClient();
      if (!stripe) throw new Error(`Stripe subscription ${subscription.id} cannot be cancelled: no Stripe key is configured`);
      try {
        await stripe.subscriptions.cancel(subscription.providerSubscriptionId);
      } catch (error) {
        if (!isMissingAtStripe(error)) throw error;
      }
    }
    const now = new Date();
    await db.$transaction((tx) =>
      applySubscriptionEvent(tx, {
        provider: subscription.provider,
        providerSubscriptionId: subscription.providerSubscriptionId,
        at: now,
        claim: null,
        customerId: null,
        change: { kind: "state", status: "canceled", currentPeriodEnd: subscription.currentPeriodEnd, cancelAtPeriodEnd: false, endedAt: now },
      }),
    );
  }
}
