// GET /api/messages/{id}/audio — the original recording, with byte ranges for seeking (?download=1 saves it)
import { audioExtension } from "@/lib/audio/probe";
import { route } from "@/lib/http/route";
import { getMessageRow, messageDownloadName } from "@/lib/messages/public-message";
import { storageResponse } from "@/lib/storage/http";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const message = await getMessageRow((await params).id);
  const download = request.nextUrl.searchParams.has("download");
  const response = await storageResponse(request, message.originalKey, {
    contentType: message.originalMime,
    downloadName: download ? messageDownloadName(message, audioExtension(message.originalMime) ?? "audio") : undefined,
  });
  // A message's audio never changes once saved.
  response.headers.set("Cache-Control", "public, max-age=86400");
  return response;
});

export const HEAD = GET;
