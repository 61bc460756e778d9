// Stripe Billing's webhook events as the one subscription event applySubscriptionEvent takes. Only what
// the signed event itself carries is used (no call back to Stripe): the subscription's state, or the
// invoice's service period and amount, with the event's time to order them.
import type Stripe from "stripe";
import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import type { TSubscriptionEvent } from "./apply-subscription-event";

const SUBSCRIPTION_EVENT_TYPES = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

const STATUSES = new Set<string>(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"]);

/** The id of a field Stripe sends as an id, or as the object when expanded. */
export function stripeIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function fromSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

function latest(seconds: (number | null | undefined)[]): Date | null {
  const known = seconds.filter((value): value is number => typeof value === "number");
  return known.length ? fromSeconds(Math.max(...known)) : null;
}

/** The metadata our checkout gave the subscription (lib/payments/open-checkout.ts). */
function claimOf(metadata: Stripe.Metadata | null | undefined): TSubscriptionEvent["claim"] {
  const checkoutSessionId = metadata?.checkoutSessionId;
  const userId = metadata?.userId;
  return checkoutSessionId && userId ? { checkoutSessionId, userId } : null;
}

/** null: not a subscription event, or one that names no subscription (a one-off invoice). */
export function subscriptionEventOf(event: Stripe.Event): TSubscriptionEvent | null {
  if (!SUBSCRIPTION_EVENT_TYPES.has(event.type)) return null;
  const at = new Date(event.created * 1000);

  if (event.type.startsWith("customer.subscription.")) {
    const subscription = event.data.object as Stripe.Subscription;
    if (!STATUSES.has(subscription.status)) {
      console.warn(`[echobook] Stripe event ${event.id}: unknown subscription status ${subscription.status}`);
      return null;
    }
    return {
      provider: "stripe",
      providerSubscriptionId: subscription.id,
      at,
      claim: claimOf(subscription.metadata),
      customerId: stripeIdOf(subscription.customer),
      change: {
        kind: "state",
        status: subscription.status as SubscriptionStatus,
        // Since Stripe's 2025 API the period lives on the items; one plan has one item.
        currentPeriodEnd: latest(subscription.items?.data?.map((item) => item.current_period_end) ?? []),
        // The portal's "cancel at period end" sets one or the other, depending on the account's settings.
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        endedAt: fromSeconds(subscription.ended_at),
      },
    };
  }

  const invoice = event.data.object as Stripe.Invoice;
  const details = invoice.parent?.subscription_details;
  const providerSubscriptionId = stripeIdOf(details?.subscription);
  if (!providerSubscriptionId || !invoice.id) return null;
  const base = { provider: "stripe", providerSubscriptionId, at, claim: claimOf(details?.metadata), customerId: stripeIdOf(invoice.customer) } as const;
  if (event.type === "invoice.payment_failed") return { ...base, change: { kind: "invoice_failed", invoiceId: invoice.id } };
  const payment = invoice.payments?.data?.[0]?.payment;
  return {
    ...base,
    change: {
      kind: "invoice_paid",
      invoiceId: invoice.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      // The service period of the invoice's lines: what the payment bought (not the invoice's own period_end).
      periodEnd: latest(invoice.lines?.data?.map((line) => line.period?.end) ?? []),
      providerPaymentId: stripeIdOf(payment?.payment_intent) ?? null,
    },
  };
}
