// POST /api/test/cancel-payment/{sessionId} — test-payment mode only (no Stripe key): cancel the owner's open checkout; answers { ok, cancelUrl }
import { withUser } from "@/lib/http/route";
import { cancelTestPayment } from "@/lib/payments/cancel-test-payment";

type TParams = { sessionId: string };

export const POST = withUser<TParams>(async (_request, { params, user }) => {
  return Response.json(await cancelTestPayment({ sessionId: (await params).sessionId, userId: user.id }));
});
