// POST /api/stripe/webhook: a Stripe event, trusted only once its signature checks out against the
// configured webhook secret. The event id is recorded in the same transaction as the fulfilment, so a
// replay (or a second delivery racing the first: it waits on the unique id) changes nothing, while a
// fulfilment that fails rolls the id back and Stripe's retry gets another chance.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { badRequest } from "@/lib/http/errors";
import { fulfilCheckout } from "./fulfil";
import { stripeClient } from "./stripe";
import { isStripeCustomerId, TEST_CUSTOMER_PREFIX } from "./stripe-customer";

export const STRIPE_NOT_CONFIGURED = "Stripe is not configured.";
export const BAD_SIGNATURE = "Invalid Stripe signature.";

export type TWebhookOutcome = "fulfilled" | "already_handled" | "ignored";

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

  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`INSERT INTO "PaymentEvent" (id, provider, type) VALUES (${event.id}, 'stripe', ${event.type}) ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return "already_handled";

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
      if (row.status === "open") await tx.checkoutSession.update({ where: { id: row.id }, data: { status: event.type === "checkout.session.expired" ? "expired" : "canceled" } });
      return "ignored";
    }
    // A delayed method (bank debit) completes unpaid; its async_payment_succeeded event fulfils it later.
    if (event.type === "checkout.session.completed" && session.payment_status !== "paid") return "ignored";

    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
    // Stripe's customer becomes the user's, in place of none or of a local test-mode id.
    // A signed-out buyer (Forever Hosting) has no account to keep it on.
    if (isStripeCustomerId(customerId) && row.userId) {
      await tx.user.updateMany({
        where: { id: row.userId, OR: [{ stripeCustomerId: null }, { stripeCustomerId: { startsWith: TEST_CUSTOMER_PREFIX } }] },
        data: { stripeCustomerId: customerId },
      });
    }
    await fulfilCheckout({ checkoutSessionId: row.id, charged: { amountCents: session.amount_total, providerPaymentId: paymentIntent }, tx });
    return "fulfilled";
  });
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
