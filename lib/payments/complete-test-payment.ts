// The local test-payment mode's Pay button: the same fulfilment the Stripe webhook runs, for a checkout
// the caller owns. It exists only while no Stripe key is configured, so no request can switch it on
// in a deployment that takes real payments.
import "server-only";
import { notFound } from "@/lib/http/errors";
import { fulfilCheckout } from "./fulfil";
import { withSessionId } from "./return-url";
import type { TPayer } from "./guest-payer";
import { getOwnedCheckoutSession } from "./session-status";
import { testPaymentsOpenTo } from "./stripe";

export async function completeTestPayment(opts: { sessionId: string; payer: TPayer; headers: Headers }): Promise<{ ok: true; successUrl: string }> {
  if (!testPaymentsOpenTo(opts.headers)) throw notFound();
  const session = await getOwnedCheckoutSession(opts);
  // A checkout started while a Stripe key was configured can only be paid at Stripe.
  if (session.provider !== "test") throw notFound();
  const { session: completed } = await fulfilCheckout({ checkoutSessionId: session.id });
  return { ok: true, successUrl: withSessionId(completed.successUrl, completed.id) };
}
