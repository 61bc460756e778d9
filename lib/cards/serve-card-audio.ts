// GET /api/personal-messages/{id}/audio and /mp3: the card's voice for its player, and the MP3 to save.
// Answers are never cached by shared caches: whether a card plays changes when its owner toggles it.
import "server-only";
import { mp3Of, serveMp3, serveOriginal, type TServeOptions } from "@/lib/audio/serve-audio";
import { notFound } from "@/lib/http/errors";
import { assertCanDownload, assertCanPlay } from "./card-access";
import { CARD_TEXTS } from "./defaults";
import { getCard } from "./find-card";

const CACHE = "private, no-cache";

export function cardDownloadName(name: string, ext: string): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").trim().slice(0, 80) || "Echobook audio card";
  return `${base}.${ext}`;
}

function serveOptions(request: Request, name: string): TServeOptions {
  const download = new URL(request.url).searchParams.has("download");
  return { cacheControl: CACHE, downloadName: download ? (ext) => cardDownloadName(name, ext) : undefined };
}

export async function playCardAudio(opts: { request: Request; id: string; viewerId: string | null }): Promise<Response> {
  const card = await getCard(opts.id);
  assertCanPlay(card, opts.viewerId);
  if (!card.audio) throw notFound(CARD_TEXTS.noAudio);
  const download = new URL(opts.request.url).searchParams.has("download");
  if (download) assertCanDownload(card, opts.viewerId);
  return serveOriginal(opts.request, card.audio, serveOptions(opts.request, card.name));
}

export async function serveCardMp3(opts: { request: Request; id: string; viewerId: string | null }): Promise<Response> {
  const card = await getCard(opts.id);
  assertCanDownload(card, opts.viewerId);
  if (!card.audio) throw notFound(CARD_TEXTS.noAudio);
  return serveMp3(opts.request, mp3Of(card.audio), { ...serveOptions(opts.request, card.name), failedMessage: CARD_TEXTS.mp3Failed });
}
