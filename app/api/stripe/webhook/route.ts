// POST /api/stripe/webhook — Stripe's signed events; a paid checkout is fulfilled exactly once
import { route } from "@/lib/http/route";
import { handleStripeWebhook } from "@/lib/payments/handle-stripe-webhook";

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
  const rawBody = await request.text();
  const outcome = await handleStripeWebhook({ rawBody, signature: request.headers.get("stripe-signature") });
  return Response.json({ received: true, outcome });
});
