// The Stripe client, made once from the configured key. No key means the local test-payment mode: the
// app then never talks to Stripe, and the test-payment routes exist (and only then).
import "server-only";
import Stripe from "stripe";
import { getEnv } from "@/lib/env";
import { cachedPriceLookup, type TPriceLookup } from "./stripe-prices";

let client: Stripe | undefined;
let priceLookup: TPriceLookup | undefined;

export function stripeClient(): Stripe | null {
  const key = getEnv().STRIPE_SECRET_KEY;
  if (!key) return null;
  // Checkout creation calls Stripe inside a database transaction (lib/payments/open-checkout.ts), so a
  // call must give up well within that transaction's time limit instead of Stripe's default 80 s.
  client ??= new Stripe(key, { timeout: 10_000, maxNetworkRetries: 1 });
  return client;
}

/** Reads a configured Price once per process (its amount and currency cannot change). */
export function stripePriceLookup(stripe: Stripe): TPriceLookup {
  priceLookup ??= cachedPriceLookup(async (priceId) => {
    const price = await stripe.prices.retrieve(priceId);
    return { unit_amount: price.unit_amount, currency: price.currency, active: price.active, type: price.type };
  });
  return priceLookup;
}

export function isTestPaymentMode(): boolean {
  return !getEnv().STRIPE_SECRET_KEY;
}
