// GET /api/messages/{id}/mp3 — the MP3 made from the recording (?download=1 saves it); 409 while it is being made
import { ApiError, notReadyYet } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getMessageRow, messageDownloadName } from "@/lib/messages/public-message";
import { storageResponse } from "@/lib/storage/http";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const message = await getMessageRow((await params).id);
  if (!message.mp3Key) {
    if (message.status === "failed") throw new ApiError(404, "No MP3 could be made of this message; the original recording is still available.");
    throw notReadyYet("The MP3 is still being prepared. Please try again in a moment.");
  }
  const download = request.nextUrl.searchParams.has("download");
  const response = await storageResponse(request, message.mp3Key, {
    contentType: "audio/mpeg",
    downloadName: download ? messageDownloadName(message, "mp3") : undefined,
  });
  response.headers.set("Cache-Control", "public, max-age=86400");
  return response;
});

export const HEAD = GET;
