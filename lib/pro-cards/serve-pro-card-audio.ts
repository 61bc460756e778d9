// GET /api/subscription-audio-messages/{id}/audio and /mp3: the recipient's voice through the standard
// cards' player and download rules (lib/cards/serve-card-audio.ts). Its owner always plays it and saves it
// when downloads are allowed; the public needs the card activated and hosted, and allowDownload to save.
import "server-only";
import { playHeldVoice, serveHeldMp3 } from "@/lib/cards/serve-card-audio";
import { getProCard } from "./find-pro-card";
import { assertPublic, proCardVoice } from "./recipient-access";

type TOptions = { request: Request; id: string; viewerId: string | null; kind: "audio" | "mp3" };

export async function serveProCardAudio({ request, id, viewerId, kind }: TOptions): Promise<Response> {
  const card = await getProCard(id);
  if (viewerId !== card.creatorId) assertPublic(card);
  const voice = proCardVoice(card, viewerId);
  return kind === "audio" ? playHeldVoice(request, voice, viewerId) : serveHeldMp3(request, voice, viewerId);
}
