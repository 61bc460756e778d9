// GET /api/stripe/session/{sessionId} — the buyer's checkout: its status and what it bought, for the return pages
import { checkoutSessionStatus, getOwnedCheckoutSession } from "@/lib/payments/session-status";
import { withPayer } from "@/lib/payments/with-payer";

type TParams = { sessionId: string };

export const GET = withPayer<TParams>(async (_request, { params, payer }) => {
  const session = await getOwnedCheckoutSession({ sessionId: (await params).sessionId, payer });
  return Response.json(checkoutSessionStatus(session));
});
