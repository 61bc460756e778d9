// The local test-payment mode's Cancel button: closes the owner's open checkout, so it can no longer be
// paid from its page, and says where to go. Exists only while no Stripe key is configured, like Pay.
import "server-only";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/http/errors";
import type { TPayer } from "./guest-payer";
import { getOwnedCheckoutSession } from "./session-status";
import { testPaymentsOpenTo } from "./stripe";

export const ALREADY_PAID_CHECKOUT = "This checkout has already been paid.";

export async function cancelTestPayment(opts: { sessionId: string; payer: TPayer; headers: Headers }): Promise<{ ok: true; cancelUrl: string }> {
  if (!testPaymentsOpenTo(opts.headers)) throw notFound();
  const session = await getOwnedCheckoutSession(opts);
  if (session.provider !== "test") throw notFound();
  // Only an open row changes; a payment in progress holds the row, so this waits and then leaves it be.
  await db.checkoutSession.updateMany({ where: { id: session.id, status: "open" }, data: { status: "canceled" } });
  const now = await db.checkoutSession.findUniqueOrThrow({ where: { id: session.id }, select: { status: true } });
  // 'You have not been charged' would be untrue.
  if (now.status === "completed") throw conflict(ALREADY_PAID_CHECKOUT);
  return { ok: true, cancelUrl: session.cancelUrl };
}
