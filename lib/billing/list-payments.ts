// The signed-in user's payments for the local billing page: our own records, newest first, each with
// the line its checkout showed (a subscription's renewals, which have no checkout, its plan's line).
import "server-only";
import { db } from "@/lib/db/client";
import { priceOf } from "@/lib/payments/catalog";

export type TPaymentLine = { id: string; date: Date; description: string; amountCents: number };

export async function listPayments(opts: { userId: string }): Promise<TPaymentLine[]> {
  const payments = await db.payment.findMany({
    where: { userId: opts.userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, amountCents: true, checkoutSession: { select: { description: true } }, subscription: { select: { plan: true } } },
  });
  return payments.map((payment) => ({ id: payment.id, date: payment.createdAt, description: paymentDescription(payment), amountCents: payment.amountCents }));
}

/** The line a payment's checkout showed, or for a subscription's renewal (no checkout) its plan's line. */
export function paymentDescription(payment: { checkoutSession: { description: string } | null; subscription: { plan: string } | null }): string {
  if (payment.checkoutSession) return payment.checkoutSession.description;
  return payment.subscription ? priceOf({ kind: "business_subscription", planKey: payment.subscription.plan }).description : "Payment";
}
