// GET /api/guestbooks/{id}/greeting/{audioId}/mp3 — the MP3 made of the host's greeting; 409 while it is being made
import { mp3Of, serveMp3 } from "@/lib/audio/serve-audio";
import { findPublicGreetingAudio, GREETING_SERVE_OPTIONS } from "@/lib/guestbooks/greeting";
import { route } from "@/lib/api/route";

export const GET = route<{ id: string; audioId: string }>(async (request, { params }) => {
  const { id, audioId } = await params;
  const audio = await findPublicGreetingAudio({ guestbookId: id, audioId });
  return serveMp3(request, mp3Of(audio), {
    ...GREETING_SERVE_OPTIONS,
    failedMessage: "No MP3 could be made of this greeting; the original is still available.",
  });
});

export const HEAD = GET;
