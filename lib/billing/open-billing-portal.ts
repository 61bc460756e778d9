// POST /api/billing/portal: where "Manage Billing" goes. With Stripe, a customer-portal session for the
// user's Stripe customer; in the local test-payment mode, the local /billing-portal page.
import "server-only";
import type { TSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { PAYMENTS_NOT_CONFIGURED, paymentMode, stripeClient } from "@/lib/payments/stripe";
import { isStripeCustomerId } from "@/lib/subscriptions/stripe-customer";

export const PORTAL_FAILED = "Stripe could not open the billing portal. Please try again.";
export const NO_BILLING_ACCOUNT = "No billing account found.";
export const LOCAL_BILLING_PAGE = "/billing-portal";

const STRIPE_PORTAL_TIMEOUT_MS = 15_000;

export async function openBillingPortal(opts: { user: Pick<TSessionUser, "id" | "stripeCustomerId"> }): Promise<{ url: string }> {
  if (paymentMode() === "off") throw new ApiError("NOT_CONFIGURED", PAYMENTS_NOT_CONFIGURED);
  const stripe = stripeClient();
  if (!stripe) return { url: LOCAL_BILLING_PAGE };
  // A local test-mode id (or none) names no one at Stripe.
  const customer = opts.user.stripeCustomerId;
  if (!isStripeCustomerId(customer)) throw notFound(NO_BILLING_ACCOUNT);
  try {
    const session = await stripe.billingPortal.sessions.create(
      { customer, return_url: new URL("/dashboard?tab=settings", getEnv().APP_URL).toString() },
      { timeout: STRIPE_PORTAL_TIMEOUT_MS },
    );
    return { url: session.url };
  } catch (error) {
    console.error(`[echobook] Stripe billing portal session failed for user ${opts.user.id}`, error);
    throw new ApiError("UPSTREAM", PORTAL_FAILED);
  }
}
