// GET /api/audio/{id} — the owner plays a guest's recording (original audio, byte ranges; 403 requiresUpgrade)
import { audioExtension } from "@/lib/audio/probe";
import { withUser } from "@/lib/http/route";
import { getPlayableRecording, recordingFileName } from "@/lib/recordings/recording-access";
import { storageResponse } from "@/lib/storage/http";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const recording = await getPlayableRecording({ id: (await params).id, userId: user.id });
  const download = request.nextUrl.searchParams.has("download");
  const response = await storageResponse(request, recording.originalKey, {
    contentType: recording.originalMime,
    downloadName: download ? recordingFileName(recording, audioExtension(recording.originalMime) ?? "audio") : undefined,
  });
  response.headers.set("Cache-Control", "private, max-age=3600");
  return response;
});

export const HEAD = GET;
