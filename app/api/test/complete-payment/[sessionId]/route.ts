// POST /api/test/complete-payment/{sessionId} — test-payment mode only (no Stripe key): pay the buyer's checkout locally
import { completeTestPayment } from "@/lib/payments/complete-test-payment";
import { withPayer } from "@/lib/payments/with-payer";

type TParams = { sessionId: string };

export const POST = withPayer<TParams>(async (request, { params, payer }) => {
  return Response.json(await completeTestPayment({ sessionId: (await params).sessionId, payer, headers: request.headers }));
});
