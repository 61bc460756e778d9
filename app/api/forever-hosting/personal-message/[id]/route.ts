// POST /api/forever-hosting/personal-message/{id} — anyone with the card's link opens a Forever Hosting checkout ({ customerEmail } when signed out) → { url }; 409 when it already has it
import { buyForeverHosting } from "@/lib/cards/buy-forever-hosting";
import { readJson } from "@/lib/http/read-json";
import { withOptionalUser } from "@/lib/http/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { guestTokenFor, hashGuestToken, setGuestPayerCookie } from "@/lib/payments/guest-payer";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZForeverHostingCheckout } from "@/lib/validation/cards";

export const POST = withOptionalUser<{ id: string }>(async (request, { params, user }) => {
  const id = (await params).id;
  // The body is optional when signed in: the checkout takes the email from the account.
  const empty = request.body === null || request.headers.get("content-length") === "0";
  const input = empty ? {} : await readJson(request, ZForeverHostingCheckout);
  if (user) return Response.json(await buyForeverHosting({ id, buyer: { user }, input }));

  // Signed out: this browser becomes the checkout's buyer through its guest-payer cookie.
  assertSameOriginWrite(request);
  await throttleAddress("guestCheckout", request.headers);
  const { token, isNew } = guestTokenFor(request.headers.get("cookie"));
  const answer = Response.json(await buyForeverHosting({ id, buyer: { guestPayerHash: hashGuestToken(token) }, input }), { headers: { "Cache-Control": "no-store" } });
  return isNew ? setGuestPayerCookie(answer, token) : answer;
});
