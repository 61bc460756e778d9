// GET /api/wall/{token}/events — the live voice wall's server-sent events (Last-Event-ID or ?after= resumes), authorized by the wall token
import { route } from "@/lib/api/route";
import { openWallStream } from "@/lib/wall/wall-stream";

export const GET = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  return openWallStream({
    token,
    lastEventId: request.headers.get("last-event-id"),
    after: request.nextUrl.searchParams.get("after"),
    signal: request.signal,
  });
});
