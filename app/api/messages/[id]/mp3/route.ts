// GET /api/messages/{id}/mp3 — the MP3 made from the recording (?download=1 saves it); 409 while it is being made
import { mp3Of, serveMp3 } from "@/lib/audio/serve-audio";
import { route } from "@/lib/api/route";
import { getMessageRow, messageServeOptions } from "@/lib/messages/public-message";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const message = await getMessageRow((await params).id);
  return serveMp3(request, mp3Of(message.audio), {
    ...messageServeOptions(request, message),
    failedMessage: "No MP3 could be made of this message; the original recording is still available.",
  });
});

export const HEAD = GET;
