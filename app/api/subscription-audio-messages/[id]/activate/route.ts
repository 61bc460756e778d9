// POST /api/subscription-audio-messages/{id}/activate — the recipient's code ({ activationCode }) activates the card and makes this browser its recorder (httpOnly cookie); guesses are limited per card and address
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { activateProCard } from "@/lib/pro-cards/activate-pro-card";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";
import { recorderCookieHeader } from "@/lib/pro-cards/recorder-cookie";
import { ZProCardActivate } from "@/lib/validation/pro-cards";

export const POST = route<{ id: string }>(async (request, { params }) => {
  assertSameOriginWrite(request);
  const { activationCode } = await readJson(request, ZProCardActivate);
  const { card, cookieValue } = await activateProCard({ id: (await params).id, typedCode: activationCode, ip: clientIp(request.headers) });
  const response = Response.json({ message: await proCardPublicJson(card, cookieValue) }, { headers: { "Cache-Control": "no-store" } });
  response.headers.append("Set-Cookie", recorderCookieHeader(card.id, cookieValue));
  return response;
});
