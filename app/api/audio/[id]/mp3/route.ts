// GET /api/audio/{id}/mp3 — the owner downloads a guest's recording as MP3; 409 while it is being made
import { ApiError, notReadyYet } from "@/lib/http/errors";
import { withUser } from "@/lib/http/route";
import { getPlayableRecording, recordingFileName } from "@/lib/recordings/recording-access";
import { storageResponse } from "@/lib/storage/http";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const recording = await getPlayableRecording({ id: (await params).id, userId: user.id });
  if (!recording.mp3Key) {
    if (recording.status === "failed") throw new ApiError(404, "No MP3 could be made of this recording; the original can still be played.");
    throw notReadyYet("The MP3 is still being prepared. Please try again in a moment.");
  }
  const response = await storageResponse(request, recording.mp3Key, {
    contentType: "audio/mpeg",
    downloadName: recordingFileName(recording, "mp3"),
  });
  response.headers.set("Cache-Control", "private, max-age=3600");
  return response;
});

export const HEAD = GET;
