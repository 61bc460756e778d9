// GET /api/listen/{token}/recordings/{recordingId}/mp3 — a listed message's MP3 (409 while it is being made), authorized by the listening token
import { route } from "@/lib/api/route";
import { serveListeningRecording } from "@/lib/listening/serve-listening-audio";

export const GET = route<{ token: string; recordingId: string }>(async (request, { params }) => {
  return serveListeningRecording(request, { ...(await params), format: "mp3" });
});

export const HEAD = GET;
