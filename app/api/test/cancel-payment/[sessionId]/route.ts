// POST /api/test/cancel-payment/{sessionId} — test-payment mode only (no Stripe key): cancel the buyer's open checkout; answers { ok, cancelUrl }
import { cancelTestPayment } from "@/lib/payments/cancel-test-payment";
import { withPayer } from "@/lib/payments/with-payer";

type TParams = { sessionId: string };

export const POST = withPayer<TParams>(async (request, { params, payer }) => {
  return Response.json(await cancelTestPayment({ sessionId: (await params).sessionId, payer, headers: request.headers }));
});
