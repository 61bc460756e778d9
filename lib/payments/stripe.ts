// The Stripe client, made once from the configured key. No key means the local test-payment mode: the
// app then never talks to Stripe, and the test-payment routes exist (and only then).
import "server-only";
import Stripe from "stripe";
import { getEnv } from "@/lib/env";

let client: Stripe | undefined;

export function stripeClient(): Stripe | null {
  const key = getEnv().STRIPE_SECRET_KEY;
  if (!key) return null;
  client ??= new Stripe(key);
  return client;
}

export function isTestPaymentMode(): boolean {
  return !getEnv().STRIPE_SECRET_KEY;
}
