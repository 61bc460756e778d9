// GET /api/messages/{id}/audio — the original recording, with byte ranges for seeking (?download=1 saves it)
import { serveOriginal } from "@/lib/audio/serve-audio";
import { route } from "@/lib/api/route";
import { getMessageRow, messageServeOptions } from "@/lib/messages/public-message";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const message = await getMessageRow((await params).id);
  return serveOriginal(request, message.audio, messageServeOptions(request, message));
});

export const HEAD = GET;
