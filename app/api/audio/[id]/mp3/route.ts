// GET /api/audio/{id}/mp3 — the owner downloads a guest's recording as MP3; 409 while it is being made
import { mp3Of, serveMp3 } from "@/lib/audio/serve-audio";
import { withUser } from "@/lib/api/route";
import { getPlayableRecording, recordingFileName } from "@/lib/recordings/recording-access";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const recording = await getPlayableRecording({ id: (await params).id, userId: user.id });
  return serveMp3(request, mp3Of(recording.audio), {
    cacheControl: "private, max-age=3600",
    downloadName: (ext) => recordingFileName(recording, ext),
    failedMessage: "No MP3 could be made of this recording; the original can still be played.",
  });
});

export const HEAD = GET;
