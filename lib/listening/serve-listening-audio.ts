// The listening page's audio, authorized by its token alone (no account): a listed, unlocked message's
// original or MP3, and the montage the page shows. A token that opens nothing, a hidden or locked
// message, or another guestbook's are all the same 404. Downloads only where the host allows them.
import "server-only";
import { mp3Of, serveMp3, serveOriginal, type TServeOptions } from "@/lib/audio/serve-audio";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { LISTED_RECORDINGS } from "@/lib/recordings/guest-places";
import { recordingFileName } from "@/lib/recordings/recording-access";
import { stitchDownloadName } from "@/lib/stitching/list-stitches";
import { ZRecordingId } from "@/lib/validation/guestbooks";
import type { TListeningPageQuery } from "@/lib/validation/listening";
import { findListeningAccess, findListeningPage, shownMontage, type TListeningAccess, type TListeningPage } from "./listening-view";

export const LISTENING_NOT_FOUND = "This listening page does not exist or is no longer shared.";
const MESSAGE_NOT_FOUND = "Message not found.";
export const DOWNLOADS_OFF = "The host has not allowed downloads from this page.";

export async function getListeningAccess(token: string): Promise<TListeningAccess> {
  const access = await findListeningAccess(token);
  if (!access) throw notFound(LISTENING_NOT_FOUND);
  return access;
}

/** The access with one page of messages and the montage, or the same 404. */
export async function getListeningPage(token: string, query: TListeningPageQuery = {}): Promise<TListeningPage> {
  const page = await findListeningPage(token, query);
  if (!page) throw notFound(LISTENING_NOT_FOUND);
  return page;
}

// Not kept by any cache: a rotated or revoked link must stop playing at once.
function serveOptions(request: Request, access: TListeningAccess, downloadName: (ext: string) => string): TServeOptions {
  const wantsDownload = new URL(request.url).searchParams.has("download");
  if (wantsDownload && !access.allowDownloads) throw forbidden(DOWNLOADS_OFF);
  return { cacheControl: "private, no-store", downloadName: wantsDownload ? downloadName : undefined };
}

async function listedRecording(access: TListeningAccess, recordingId: string) {
  const id = ZRecordingId.safeParse(recordingId);
  const recording = id.success
    ? await db.recording.findFirst({ where: { id: id.data, guestbookId: access.guestbookId, ...LISTED_RECORDINGS }, include: { audio: true } })
    : null;
  if (!recording) throw notFound(MESSAGE_NOT_FOUND);
  return recording;
}

export async function serveListeningRecording(request: Request, opts: { token: string; recordingId: string; format: "original" | "mp3" }): Promise<Response> {
  const access = await getListeningAccess(opts.token);
  const recording = await listedRecording(access, opts.recordingId);
  const options = serveOptions(request, access, (ext) => recordingFileName(recording, ext));
  if (opts.format === "original") return serveOriginal(request, recording.audio, options);
  return serveMp3(request, mp3Of(recording.audio), { ...options, failedMessage: "No MP3 could be made of this message." });
}

export async function serveListeningMontage(request: Request, token: string): Promise<Response> {
  const access = await getListeningAccess(token);
  const montage = await shownMontage(access.guestbookId);
  if (!montage) throw notFound(MESSAGE_NOT_FOUND);
  const options = serveOptions(request, access, () => stitchDownloadName(access.guestbook.name));
  return serveMp3(request, { key: montage.outputKey, failed: false }, { ...options, failedMessage: MESSAGE_NOT_FOUND });
}
