// Customer ids on User.stripeCustomerId. Stripe's own are `cus_…`. The local test-payment mode gives a
// buyer a `test_cus_…` id so the Billing section (which keys off having an id) appears there too; such
// an id means nothing to Stripe, so it is never sent to it and Stripe's real id replaces it.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

export const TEST_CUSTOMER_PREFIX = "test_cus_";

export function newTestCustomerId(): string {
  return `${TEST_CUSTOMER_PREFIX}${randomBytes(12).toString("hex")}`;
}

export function isStripeCustomerId(id: string | null | undefined): id is string {
  return typeof id === "string" && id.startsWith("cus_");
}

/**
 * Checkout's customer fields: the user's Stripe customer, else one Stripe creates from their email (a
 * subscription always creates one; Stripe refuses `customer_creation` there).
 */
export function checkoutCustomerParams(
  user: { email: string; stripeCustomerId: string | null },
  mode: "payment" | "subscription" = "payment",
): { customer: string } | { customer_email: string; customer_creation?: "always" } {
  if (isStripeCustomerId(user.stripeCustomerId)) return { customer: user.stripeCustomerId };
  return mode === "subscription" ? { customer_email: user.email } : { customer_email: user.email, customer_creation: "always" };
}

/**
 * Stripe's customer becomes the user's, in place of none or of a local test-mode id. A customer already
 * another account's is left there (logged): failing would make Stripe retry the event for ever.
 */
export async function adoptStripeCustomer(tx: Prisma.TransactionClient, userId: string | null, customerId: string | null): Promise<void> {
  // A signed-out buyer (Forever Hosting) has no account to keep it on.
  if (!userId || !isStripeCustomerId(customerId)) return;
  const holder = await tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  if (holder) {
    if (holder.id !== userId) console.warn(`[echobook] Stripe customer ${customerId} already belongs to another account; not given to user ${userId}`);
    return;
  }
  await tx.user.updateMany({
    where: { id: userId, OR: [{ stripeCustomerId: null }, { stripeCustomerId: { startsWith: TEST_CUSTOMER_PREFIX } }] },
    data: { stripeCustomerId: customerId },
  });
}
