// POST /api/test/complete-payment/{sessionId} — test-payment mode only (no Stripe key): pay the owner's checkout locally
import { withUser } from "@/lib/http/route";
import { completeTestPayment } from "@/lib/payments/complete-test-payment";

type TParams = { sessionId: string };

export const POST = withUser<TParams>(async (_request, { params, user }) => {
  return Response.json(await completeTestPayment({ sessionId: (await params).sessionId, userId: user.id }));
});
