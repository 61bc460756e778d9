// The one fulfilment of a subscription: every change to one, from Stripe's webhook or from the local
// test-payment mode's checkout and billing page, comes through here in the caller's transaction. The
// subscription row is locked while the event is applied, then the user's tier and its end are worked
// out again from all their subscriptions, so activeTier() (lib/auth/account-type.ts) sees the result.
import "server-only";
import { activeTier } from "@/lib/auth/account-type";
import type { PaymentProvider, Prisma, Subscription } from "@/lib/generated/prisma/client";
import { adoptStripeCustomer } from "@/lib/subscriptions/stripe-customer";
import { sellableBusinessPlan } from "@/lib/pricing/plans";
import { applyChange, entitlementOf, type TSubscriptionChange } from "./subscription-state";

export type TSubscriptionEvent = {
  provider: PaymentProvider;
  providerSubscriptionId: string;
  /** When the provider says it happened (Stripe's event time): orders the events of one subscription. */
  at: Date;
  /**
   * Who bought it: our checkout row and its user, as our checkout (or the metadata we gave Stripe) says.
   * Needed only the first time a subscription is heard of; one that names no checkout of ours is not ours.
   */
  claim: { checkoutSessionId: string; userId: string } | null;
  customerId: string | null;
  change: TSubscriptionChange;
};

export type TSubscriptionOutcome = { outcome: "applied" | "out_of_date"; subscription: Subscription } | { outcome: "not_ours" };

export async function applySubscriptionEvent(tx: Prisma.TransactionClient, event: TSubscriptionEvent): Promise<TSubscriptionOutcome> {
  const row = await lockSubscription(tx, event);
  if (!row) return { outcome: "not_ours" };
  const { state, applied } = applyChange(row, event.change, event.at);
  const subscription = await tx.subscription.update({
    where: { id: row.id },
    data: { ...state, providerCustomerId: row.providerCustomerId ?? event.customerId },
  });
  if (event.change.kind === "invoice_paid") await recordInvoicePayment(tx, subscription, event.change);
  if (event.provider === "stripe") await adoptStripeCustomer(tx, row.userId, event.customerId);
  await syncEntitlement(tx, row.userId);
  return { outcome: applied ? "applied" : "out_of_date", subscription };
}

/** The subscription's row, locked; made the first time from the checkout that claims it. */
async function lockSubscription(tx: Prisma.TransactionClient, event: TSubscriptionEvent): Promise<Subscription | null> {
  const locked = () =>
    tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Subscription" WHERE "providerSubscriptionId" = ${event.providerSubscriptionId} FOR UPDATE`;
  let [found] = await locked();
  if (!found) {
    const claim = event.claim;
    const checkout = claim ? await tx.checkoutSession.findUnique({ where: { id: claim.checkoutSessionId } }) : null;
    const plan = checkout?.plan ? sellableBusinessPlan(checkout.plan) : null;
    // Another app on the same Stripe account, or metadata that does not match our checkout row.
    if (
      !claim ||
      !checkout ||
      !plan ||
      checkout.userId !== claim.userId ||
      checkout.purpose !== "business_subscription" ||
      checkout.provider !== event.provider
    ) {
      return null;
    }
    // Two deliveries about a new subscription may race: the second waits on the unique id, then finds it.
    await tx.subscription.createMany({
      data: [
        {
          userId: checkout.userId,
          provider: event.provider,
          providerSubscriptionId: event.providerSubscriptionId,
          checkoutSessionId: checkout.id,
          plan: plan.key,
          tier: plan.tier,
        },
      ],
      skipDuplicates: true,
    });
    [found] = await locked();
    // The checkout already started another subscription: this one is not the checkout's.
    if (!found) return null;
  }
  const row = await tx.subscription.findUniqueOrThrow({ where: { id: found.id } });
  // Metadata naming someone else than the subscription's buyer is not about this subscription.
  return event.claim && event.claim.userId !== row.userId ? null : row;
}

async function recordInvoicePayment(tx: Prisma.TransactionClient, subscription: Subscription, paid: Extract<TSubscriptionChange, { kind: "invoice_paid" }>) {
  // Nothing was charged (a credit balance paid it): there is no payment to list.
  if (paid.amountCents <= 0) return;
  await tx.payment.createMany({
    data: [
      {
        userId: subscription.userId,
        subscriptionId: subscription.id,
        providerInvoiceId: paid.invoiceId,
        provider: subscription.provider,
        providerPaymentId: paid.providerPaymentId,
        amountCents: paid.amountCents,
        currency: paid.currency,
      },
    ],
    skipDuplicates: true,
  });
}

/**
 * The user's tier and its end, from their subscriptions: the one paid furthest ahead. A live tier of
 * another kind (an operator's Corporate grant) is left alone; nothing is written for a subscription
 * never paid.
 */
async function syncEntitlement(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionTier: true, subscriptionExpiresAt: true } });
  const subscriptions = await tx.subscription.findMany({ where: { userId }, select: { status: true, paidUntil: true, endedAt: true, tier: true } });
  const granted = entitlementOf(subscriptions);
  if (!granted) return;
  const live = activeTier(user);
  if (live && live !== granted.tier) return;
  if (user.subscriptionTier === granted.tier && user.subscriptionExpiresAt?.getTime() === granted.expiresAt.getTime()) return;
  await tx.user.update({ where: { id: userId }, data: { subscriptionTier: granted.tier, subscriptionExpiresAt: granted.expiresAt } });
}
