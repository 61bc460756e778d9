// GET /api/listen/{token}/recordings/{recordingId}/audio — a listed message's original audio (byte ranges), authorized by the listening token
import { route } from "@/lib/api/route";
import { serveListeningRecording } from "@/lib/listening/serve-listening-audio";

export const GET = route<{ token: string; recordingId: string }>(async (request, { params }) => {
  return serveListeningRecording(request, { ...(await params), format: "original" });
});

export const HEAD = GET;
