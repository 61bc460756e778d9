// POST /api/forever-hosting/personal-message/{id} — the owner opens a Forever Hosting checkout for a card ({ customerEmail? }) → { url }; 409 when it already has it
import { buyForeverHosting } from "@/lib/cards/buy-forever-hosting";
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/http/route";
import { ZForeverHostingCheckout } from "@/lib/validation/cards";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  // The body is optional: the checkout takes the email from the account.
  const input = await readOptionalJson(request, ZForeverHostingCheckout);
  return Response.json(await buyForeverHosting({ id: (await params).id, user, input }));
});
