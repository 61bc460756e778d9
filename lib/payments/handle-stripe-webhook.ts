// POST /api/stripe/webhook: a Stripe event, trusted only once its signature checks out against the
// configured webhook secret. The event id is recorded in the same transaction as the fulfilment, so a
// replay (or a second delivery racing the first: it waits on the unique id) changes nothing, while a
// fulfilment that fails rolls the id back and Stripe's retry gets another chance. Subscription events
// (customer.subscription.*, invoice.paid|payment_failed) go to lib/subscriptions, which orders them by time.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { badRequest } from "@/lib/http/errors";
import { applySubscriptionEvent } from "@/lib/subscriptions/apply-subscription-event";
import { stripeIdOf as idOf, subscriptionEventOf } from "@/lib/subscriptions/stripe-subscription-event";
import { afterFulfilmentCommitted, fulfilCheckout, type TFulfilResult } from "./fulfil";
import { stripeClient } from "./stripe";
import { adoptStripeCustomer } from "@/lib/subscriptions/stripe-customer";

export const STRIPE_NOT_CONFIGURED = "Stripe is not configured.";
export const BAD_SIGNATURE = "Invalid Stripe signature.";

export type TWebhookOutcome = "fulfilled" | "already_handled" | "ignored" | "subscription_updated" | "out_of_date";

export async function handleStripeWebhook(opts: { rawBody: string; signature: string | null }): Promise<TWebhookOutcome> {
  const stripe = stripeClient();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw badRequest(STRIPE_NOT_CONFIGURED);
  if (!opts.signature) throw badRequest(BAD_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(opts.rawBody, opts.signature, secret);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }

  let fulfilled = null as TFulfilResult | null;
  const outcome = await db.$transaction(async (tx): Promise<TWebhookOutcome> => {
    const inserted =
      await tx.$executeRaw`INSERT INTO "PaymentEvent" (id, provider, type) VALUES (${event.id}, 'stripe', ${event.type}) ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return "already_handled";

    const subscriptionEvent = subscriptionEventOf(event);
    if (subscriptionEvent) {
      const applied = await applySubscriptionEvent(tx, subscriptionEvent);
      if (applied.outcome === "not_ours")
        console.warn(`[echobook] Stripe event ${event.id} names subscription ${subscriptionEvent.providerSubscriptionId}, which is not ours`);
      return applied.outcome === "applied" ? "subscription_updated" : applied.outcome === "out_of_date" ? "out_of_date" : "ignored";
    }

    const session = checkoutSessionOf(event);
    if (!session) return "ignored";
    const checkoutSessionId = session.metadata?.checkoutSessionId;
    const row = checkoutSessionId ? await tx.checkoutSession.findUnique({ where: { id: checkoutSessionId } }) : null;
    // Another app on the same Stripe account, or a session we never made: nothing of ours to change.
    if (!row || row.providerSessionId !== session.id) {
      console.warn(`[echobook] Stripe event ${event.id} names checkout ${session.id}, which is not ours`);
      return "ignored";
    }

    if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") {
      if (row.status === "open")
        await tx.checkoutSession.update({ where: { id: row.id }, data: { status: event.type === "checkout.session.expired" ? "expired" : "canceled" } });
      return "ignored";
    }
    // A delayed method (bank debit) completes unpaid; its async_payment_succeeded event fulfils it later.
    // A subscription with nothing due now (a full discount) has still been set up.
    const settled = session.payment_status === "paid" || (session.mode === "subscription" && session.payment_status === "no_payment_required");
    if (event.type === "checkout.session.completed" && !settled) return "ignored";

    const customerId = idOf(session.customer);
    await adoptStripeCustomer(tx, row.userId, customerId);
    fulfilled = await fulfilCheckout({
      checkoutSessionId: row.id,
      charged: {
        amountCents: session.amount_total,
        providerPaymentId: idOf(session.payment_intent),
        providerSubscriptionId: idOf(session.subscription),
        customerId,
      },
      tx,
    });
    return "fulfilled";
  });
  if (fulfilled) afterFulfilmentCommitted(fulfilled);
  return outcome;
}

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

function checkoutSessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  return CHECKOUT_EVENTS.has(event.type) ? (event.data.object as Stripe.Checkout.Session) : null;
}
