// GET /api/personal-messages/{id}/audio and /mp3 (and a pro card's, which holds its voice the same way):
// the card's voice for its player, and the MP3 to save. Answers are never cached by shared caches:
// whether a card plays changes when its owner toggles it.
import "server-only";
import type { AudioFile } from "@/lib/generated/prisma/client";
import { mp3Of, serveMp3, serveOriginal, type TServeOptions } from "@/lib/audio/serve-audio";
import { notFound } from "@/lib/http/errors";
import { assertCanDownload, assertCanPlay, type TCardAccessFacts } from "./card-access";
import type { TCardRow } from "./card-json";
import { CARD_TEXTS } from "@/lib/constants/cards";
import { getCard } from "./find-card";

const CACHE = "private, no-cache";

/** A card's voice and the facts that decide who hears it; `downloadName` names a saved file. */
export type TVoiceHolder = TCardAccessFacts & { audio: AudioFile | null; downloadName: string };

export function cardDownloadName(name: string, ext: string): string {
  const base =
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .trim()
      .slice(0, 80) || "Echobook audio card";
  return `${base}.${ext}`;
}

function serveOptions(request: Request, name: string): TServeOptions {
  const download = new URL(request.url).searchParams.has("download");
  return { cacheControl: CACHE, downloadName: download ? (ext) => cardDownloadName(name, ext) : undefined };
}

/** The original with byte ranges; `?download=1` saves it, under the download rules. */
export async function playHeldVoice(request: Request, holder: TVoiceHolder, viewerId: string | null): Promise<Response> {
  assertCanPlay(holder, viewerId);
  if (!holder.audio) throw notFound(CARD_TEXTS.noAudio);
  if (new URL(request.url).searchParams.has("download")) assertCanDownload(holder, viewerId);
  return serveOriginal(request, holder.audio, serveOptions(request, holder.downloadName));
}

/** The MP3 to save: needs allowDownload; 409 while it is made. */
export async function serveHeldMp3(request: Request, holder: TVoiceHolder, viewerId: string | null): Promise<Response> {
  assertCanDownload(holder, viewerId);
  if (!holder.audio) throw notFound(CARD_TEXTS.noAudio);
  return serveMp3(request, mp3Of(holder.audio), { ...serveOptions(request, holder.downloadName), failedMessage: CARD_TEXTS.mp3Failed });
}

/** A standard card's voice: its download options are its look's. */
function cardVoice(card: TCardRow): TVoiceHolder {
  return {
    ownerId: card.ownerId,
    isActive: card.isActive,
    allowDownload: card.look.allowDownload,
    foreverHosted: card.look.foreverHosted,
    hostedUntil: card.hostedUntil,
    hostingEndedAt: card.hostingEndedAt,
    audio: card.audio,
    downloadName: card.name,
  };
}

export async function playCardAudio(opts: { request: Request; id: string; viewerId: string | null }): Promise<Response> {
  return playHeldVoice(opts.request, cardVoice(await getCard(opts.id)), opts.viewerId);
}

export async function serveCardMp3(opts: { request: Request; id: string; viewerId: string | null }): Promise<Response> {
  return serveHeldMp3(opts.request, cardVoice(await getCard(opts.id)), opts.viewerId);
}
