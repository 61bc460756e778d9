// The signed-in user's payments for the local billing page: our own records, newest first, each with
// the line its checkout showed.
import "server-only";
import { db } from "@/lib/db/client";

export type TPaymentLine = { id: string; date: Date; description: string; amountCents: number };

export async function listPayments(opts: { userId: string }): Promise<TPaymentLine[]> {
  const payments = await db.payment.findMany({
    where: { userId: opts.userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, amountCents: true, checkoutSession: { select: { description: true } } },
  });
  return payments.map((payment) => ({
    id: payment.id,
    date: payment.createdAt,
    description: payment.checkoutSession.description,
    amountCents: payment.amountCents,
  }));
}
