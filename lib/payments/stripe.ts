// The Stripe client, made once from the configured key, and the payment mode. Without a key the app
// never talks to Stripe; it then runs the local test-payment mode (where anything is "bought" by a
// click) only where that cannot be a real deployment by accident: `npm run dev`, an APP_URL on this
// machine (the README's `npm start`), or PAYMENTS_MODE=test said out loud. Anywhere else payments are
// off: checkout answers 503 and the test-payment routes do not exist.
import "server-only";
import Stripe from "stripe";
import { getEnv, type TEnv } from "@/lib/env";
import { cameFromThisMachine } from "@/lib/http/local-request";
import { isLocalSetup } from "@/lib/local-setup";
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
    const recurring = price.recurring ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count } : null;
    return { unit_amount: price.unit_amount, currency: price.currency, active: price.active, type: price.type, recurring };
  });
  return priceLookup;
}

export type TPaymentMode = "stripe" | "test" | "off";

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured.";

export function paymentModeOf(env: Pick<TEnv, "STRIPE_SECRET_KEY" | "PAYMENTS_MODE" | "NODE_ENV" | "APP_URL">): TPaymentMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  if (env.PAYMENTS_MODE === "test" || isLocalSetup(env)) return "test";
  return "off";
}

export function paymentMode(): TPaymentMode {
  return paymentModeOf(getEnv());
}

/**
 * Whether the test payments' pages and routes answer this request: the mode is on, and the request was
 * made on this machine, not through a proxy or tunnel (lib/http/local-request.ts). Anything else is a 404.
 */
export function testPaymentsOpenTo(headers: Headers): boolean {
  return paymentMode() === "test" && cameFromThisMachine(headers);
}
