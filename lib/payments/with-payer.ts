// Route wrapper for what a checkout's buyer may do (pay or cancel a local test checkout, read its status
// on return): the signed-in user, or a signed-out buyer's browser by its guest-payer cookie. Neither is
// 401, as before; a write from a guest browser must come from this site, like a signed-in write.
import "server-only";
import type { NextRequest } from "next/server";
import { unauthorized } from "@/lib/http/errors";
import { withOptionalUser } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { payerOf, type TPayer } from "./guest-payer";

type TContext<P> = { params: Promise<P> };

export function withPayer<P = Record<string, string>>(handler: (request: NextRequest, context: TContext<P> & { payer: TPayer }) => Promise<Response>) {
  return withOptionalUser<P>(async (request, context) => {
    const payer = payerOf(context.user?.id ?? null, request.headers.get("cookie"));
    if (!payer.userId && !payer.guestPayerHash) throw unauthorized();
    if (!payer.userId) assertSameOriginWrite(request);
    const response = await handler(request, { params: context.params, payer });
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
    return response;
  });
}
