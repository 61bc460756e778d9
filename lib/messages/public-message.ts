// What anyone holding a message link may see: never the sender's email or the storage keys.
import "server-only";
import type { TServeOptions } from "@/lib/audio/serve-audio";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_MESSAGE_TITLE, ZMessageId } from "@/lib/validation/messages";
import type { MediaStatus } from "@/lib/generated/prisma/enums";
import { PRIVATE_DELETABLE_CACHE } from "@/lib/http/cache-policy";

export type TPublicMessage = {
  id: string;
  title: string | null;
  name: string | null;
  durationMs: number | null;
  status: MediaStatus;
  contentType: string;
  audioUrl: string;
  mp3Url: string | null;
  createdAt: string;
};

export async function findMessageRow(id: string) {
  if (!ZMessageId.safeParse(id).success) return null;
  return db.audioMessage.findUnique({ where: { id }, include: { audio: true } });
}

export async function getMessageRow(id: string) {
  const row = await findMessageRow(id);
  if (!row) throw notFound("Message not found");
  return row;
}

export async function getPublicMessage(id: string): Promise<TPublicMessage | null> {
  const row = await findMessageRow(id);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    durationMs: row.audio.durationMs,
    status: row.audio.status,
    contentType: row.audio.originalMime,
    audioUrl: `/api/messages/${row.id}/audio`,
    mp3Url: row.audio.mp3Key ? `/api/messages/${row.id}/mp3` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The words of a heading the sender did not write, in a page's language (the catalogue's `message` part). */
export type TMessageHeadingWords = { from: (name: string) => string; forYou: string };

const SPEC_HEADING_WORDS: TMessageHeadingWords = { from: (name) => `A Special Message From ${name}`, forYou: "A Special Message For You" };

/** The heading rules of the spec: the sender's own title, else 'From {name}', else 'For You'. */
export function messageHeading(message: { title: string | null; name: string | null }, words = SPEC_HEADING_WORDS): string {
  const title = message.title?.trim();
  if (title && title !== DEFAULT_MESSAGE_TITLE) return title;
  const name = message.name?.trim();
  return name ? words.from(name) : words.forYou;
}

export function messageDownloadName(message: { title: string | null; name: string | null }, ext: string): string {
  const base =
    messageHeading(message)
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .trim()
      .slice(0, 80) || "Echobook message";
  return `${base}.${ext}`;
}

/** Anyone with the link plays a message (a message's audio never changes once saved); `?download` saves it. */
export function messageServeOptions(request: Request, message: { title: string | null; name: string | null }): TServeOptions {
  const download = new URL(request.url).searchParams.has("download");
  return { cacheControl: PRIVATE_DELETABLE_CACHE, downloadName: download ? (ext) => messageDownloadName(message, ext) : undefined };
}
