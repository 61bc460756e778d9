// POST /api/stripe/create-checkout-session — start paying for a guestbook draft or a tier upgrade; answers { url, sessionId }
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { requestOrigin } from "@/lib/http/same-origin";
import { createCheckoutSession } from "@/lib/payments/create-checkout-session";
import { ZCreateCheckoutSession } from "@/lib/validation/payments";

export const POST = withUser(async (request, { user }) => {
  const input = await readJson(request, ZCreateCheckoutSession);
  return Response.json(await createCheckoutSession({ user, input, origin: requestOrigin(request) }));
});
