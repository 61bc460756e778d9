// GET /api/stripe/session/{sessionId} — the owner's checkout: its status and what it bought, for the return pages
import { withUser } from "@/lib/http/route";
import { checkoutSessionStatus, getOwnedCheckoutSession } from "@/lib/payments/session-status";

type TParams = { sessionId: string };

export const GET = withUser<TParams>(async (_request, { params, user }) => {
  const session = await getOwnedCheckoutSession({ sessionId: (await params).sessionId, userId: user.id });
  return Response.json(await checkoutSessionStatus(session));
});
