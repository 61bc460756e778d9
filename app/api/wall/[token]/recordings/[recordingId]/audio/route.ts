// GET /api/wall/{token}/recordings/{recordingId}/audio — a message the wall shows, played aloud (MP3 when made, else the original), authorized by the wall token
import { route } from "@/lib/api/route";
import { serveWallAudio } from "@/lib/wall/serve-wall-audio";

export const GET = route<{ token: string; recordingId: string }>(async (request, { params }) => serveWallAudio(request, await params));

export const HEAD = GET;
