// GET /api/audio/{id} — the owner plays a guest's recording (original audio, byte ranges; 403 requiresUpgrade)
import { serveOriginal } from "@/lib/audio/serve-audio";
import { withUser } from "@/lib/api/route";
import { getPlayableRecording, recordingDownload } from "@/lib/recordings/recording-access";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const recording = await getPlayableRecording({ id: (await params).id, userId: user.id });
  return serveOriginal(request, recording.audio, recordingDownload(request, recording));
});

export const HEAD = GET;
