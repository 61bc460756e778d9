// POST /api/stripe/webhook — Stripe's signed events; a paid checkout is fulfilled exactly once
import { readText } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { handleStripeWebhook } from "@/lib/payments/handle-stripe-webhook";

const WEBHOOK_MAX_BYTES = 1024 * 1024;

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first; Stripe's
  // events are a few KB, so anything past 1 MB is refused before it is checked.
  const rawBody = await readText(request, WEBHOOK_MAX_BYTES);
  const outcome = await handleStripeWebhook({ rawBody, signature: request.headers.get("stripe-signature") });
  return Response.json({ received: true, outcome });
});
