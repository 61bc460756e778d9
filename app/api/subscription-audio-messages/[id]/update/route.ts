// PUT /api/subscription-audio-messages/{id}/update — the activating browser changes the card's look and options before a voice exists
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";
import { updateProCardLook } from "@/lib/pro-cards/recipient-pro-card";
import { readRecorderCookie } from "@/lib/pro-cards/recorder-cookie";
import { ZProCardLookUpdate } from "@/lib/validation/pro-cards";

export const PUT = route<{ id: string }>(async (request, { params }) => {
  assertSameOriginWrite(request);
  const { id } = await params;
  const cookieValue = readRecorderCookie(request, id);
  const changes = await readJson(request, ZProCardLookUpdate);
  const card = await updateProCardLook({ id, cookieValue, changes });
  return Response.json({ message: await proCardPublicJson(card, cookieValue) }, { headers: { "Cache-Control": "no-store" } });
});
