// A wall's message played aloud (issue 50), authorized by the wall token alone: a message the wall shows,
// and only while the host lets the wall play. Its MP3 when made (every browser plays it), else the
// original as recorded, so a message just saved plays at once.
import "server-only";
import { mp3Of, serveMp3, serveOriginal } from "@/lib/audio/serve-audio";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { wallVisibleRecordings } from "@/lib/recordings/wall-visible";
import { ZRecordingId } from "@/lib/validation/guestbooks";
import { getWallAccess } from "./wall-view";

export const PLAY_ALOUD_OFF = "The host has not turned on playing messages on this wall.";
const MESSAGE_NOT_FOUND = "Message not found.";

export async function serveWallAudio(request: Request, opts: { token: string; recordingId: string }): Promise<Response> {
  const access = await getWallAccess(opts.token);
  if (!access.playAloud) throw forbidden(PLAY_ALOUD_OFF);
  const id = ZRecordingId.safeParse(opts.recordingId);
  const recording = id.success
    ? await db.recording.findFirst({ where: { AND: [wallVisibleRecordings(access.guestbookId), { id: id.data }] }, include: { audio: true } })
    : null;
  if (!recording) throw notFound(MESSAGE_NOT_FOUND);
  const options = { cacheControl: "private, no-store" };
  if (recording.audio.mp3Key) return serveMp3(request, mp3Of(recording.audio), { ...options, failedMessage: MESSAGE_NOT_FOUND });
  return serveOriginal(request, recording.audio, options);
}
