// POST /api/subscription-audio-messages/{id}/record — the activating browser saves the card's voice ({ audioData: base64, duration, look }): 60 s at most, checked by ffmpeg; the card is then read-only
import { after } from "next/server";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { noteProCardRecorded } from "@/lib/mail/host-notes";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";
import { recordProCard } from "@/lib/pro-cards/recipient-pro-card";
import { readRecorderCookie, recorderCookieHeader } from "@/lib/pro-cards/recorder-cookie";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";

// Each take runs ffmpeg; the same address budget as a standard card's new voice.
const RECORDINGS_PER_ADDRESS = { max: 120, windowSeconds: 3600 };

export const POST = route<{ id: string }>(async (request, { params }) => {
  assertSameOriginWrite(request);
  const { id } = await params;
  await enforceLimit(
    `pro-card-record:ip:${clientIp(request.headers)}`,
    RECORDINGS_PER_ADDRESS,
    "Too many recordings sent from this connection. Please try again later.",
  );
  const card = await recordProCard({ request, id, cookieValue: readRecorderCookie(request, id) });
  // The card's creator hears of it once the answer has gone: mail never holds up the recipient.
  after(() => noteProCardRecorded(card.id));
  const response = Response.json({ message: await proCardPublicJson(card, undefined) }, { status: 201, headers: { "Cache-Control": "no-store" } });
  // The token is spent: the card is read-only now.
  response.headers.append("Set-Cookie", recorderCookieHeader(card.id, null));
  return response;
});
