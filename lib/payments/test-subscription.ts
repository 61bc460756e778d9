// The local test-payment mode's subscriptions (no Stripe key): what Stripe Billing would send, made
// here and applied through the same applySubscriptionEvent the webhook uses. A local subscription
// starts paid for one month when its test checkout is paid, and moves on only when the billing page
// says so: Renew (the next period is paid), Fail (the renewal's payment fails), Cancel (at the period's end).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import type { CheckoutSession, Prisma, Subscription } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/http/errors";
import { testPaymentsOpenTo } from "@/lib/payments/stripe";
import { sellableBusinessPlan } from "@/lib/pricing/plans";
import { applySubscriptionEvent, type TSubscriptionEvent } from "@/lib/subscriptions/apply-subscription-event";
import { oneMonthAfter, type TSubscriptionChange } from "@/lib/subscriptions/subscription-state";

const SUBSCRIPTION_NOT_FOUND = "Subscription not found.";
const SUBSCRIPTION_ENDED = "This subscription has ended.";
const SUBSCRIPTION_ENDING = "This subscription is cancelled and ends at the end of its paid period.";

export const TEST_SUBSCRIPTION_ACTIONS = ["renew", "fail", "cancel"] as const;
export type TTestSubscriptionAction = (typeof TEST_SUBSCRIPTION_ACTIONS)[number];

function localId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString("hex")}`;
}

function paidInvoice(amountCents: number, currency: string, periodEnd: Date): TSubscriptionChange {
  return { kind: "invoice_paid", invoiceId: localId("test_in_"), amountCents, currency, periodEnd, providerPaymentId: null };
}

/** A paid test checkout of a business plan: a local subscription, active and paid for its first month. */
export async function startTestSubscription(
  tx: Prisma.TransactionClient,
  checkout: Pick<CheckoutSession, "id" | "amountCents" | "currency"> & { userId: string },
  now: Date = new Date(),
): Promise<void> {
  const periodEnd = oneMonthAfter(now);
  const base = {
    provider: "test",
    providerSubscriptionId: localId("test_sub_"),
    at: now,
    claim: { checkoutSessionId: checkout.id, userId: checkout.userId },
    customerId: null,
  } as const;
  const changes: TSubscriptionChange[] = [
    { kind: "state", status: "active", currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, endedAt: null },
    paidInvoice(checkout.amountCents, checkout.currency, periodEnd),
  ];
  for (const change of changes) {
    const applied = await applySubscriptionEvent(tx, { ...base, change });
    if (applied.outcome === "not_ours") throw new Error(`Checkout ${checkout.id} could not start its test subscription`);
  }
}

/** What Stripe would report for the action, or the reason it cannot happen now. */
function changesFor(subscription: Subscription, action: TTestSubscriptionAction): TSubscriptionChange[] {
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") throw conflict(SUBSCRIPTION_ENDED);
  if (subscription.cancelAtPeriodEnd) throw conflict(SUBSCRIPTION_ENDING);
  const plan = sellableBusinessPlan(subscription.plan);
  if (!plan || !subscription.currentPeriodEnd) throw new Error(`Test subscription ${subscription.id} has no plan or period`);
  const periodEnd = subscription.currentPeriodEnd;
  const owing = subscription.status === "past_due" || subscription.status === "unpaid";
  const state = (status: Subscription["status"], currentPeriodEnd: Date, cancelAtPeriodEnd = false): TSubscriptionChange => ({
    kind: "state",
    status,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    endedAt: null,
  });

  switch (action) {
    case "renew": {
      // A failed renewal is paid for the period it opened; otherwise the next period is paid in advance.
      const paidTo = owing ? periodEnd : oneMonthAfter(periodEnd);
      return [paidInvoice(plan.priceCentsPerMonth, "usd", paidTo), state("active", paidTo)];
    }
    case "fail":
      // The first failure opens the next period unpaid; a further one is another failed attempt.
      return owing
        ? [{ kind: "invoice_failed", invoiceId: localId("test_in_") }]
        : [state("past_due", oneMonthAfter(periodEnd)), { kind: "invoice_failed", invoiceId: localId("test_in_") }];
    case "cancel":
      return [state(subscription.status, periodEnd, true)];
  }
}

/** The billing page's Renew, Fail and Cancel on the caller's own local subscription; 404 outside the test mode. */
export async function actOnTestSubscription(opts: {
  userId: string;
  subscriptionId: string;
  action: TTestSubscriptionAction;
  headers: Headers;
}): Promise<Subscription> {
  if (!testPaymentsOpenTo(opts.headers)) throw notFound();
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Subscription" WHERE id = ${opts.subscriptionId} FOR UPDATE`;
    const subscription = locked ? await tx.subscription.findUniqueOrThrow({ where: { id: locked.id } }) : null;
    // Someone else's subscription, or one Stripe bills, answers like a missing one.
    if (!subscription || subscription.userId !== opts.userId || subscription.provider !== "test") throw notFound(SUBSCRIPTION_NOT_FOUND);
    let current = subscription;
    for (const change of changesFor(subscription, opts.action)) {
      const event: TSubscriptionEvent = {
        provider: "test",
        providerSubscriptionId: subscription.providerSubscriptionId,
        at: new Date(),
        claim: null,
        customerId: null,
        change,
      };
      const applied = await applySubscriptionEvent(tx, event);
      if (applied.outcome === "not_ours") throw new Error(`Test subscription ${subscription.id} vanished`);
      current = applied.subscription;
    }
    return current;
  });
}
