// POST /api/forever-hosting/subscription-message/{id} — the owner opens a Forever Hosting checkout for a pro card ({ customerEmail? }) → { url }; 409 when it already has it
import { buyForeverHosting } from "@/lib/cards/buy-forever-hosting";
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/http/route";
import { PRO_CARD_HOSTING } from "@/lib/pro-cards/forever-hosting";
import { ZForeverHostingCheckout } from "@/lib/validation/cards";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const input = await readOptionalJson(request, ZForeverHostingCheckout);
  return Response.json(await buyForeverHosting({ id: (await params).id, user, input, target: PRO_CARD_HOSTING }));
});
