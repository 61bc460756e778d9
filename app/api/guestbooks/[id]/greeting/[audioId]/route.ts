// GET /api/guestbooks/{id}/greeting/{audioId} — the host's greeting as recorded, with byte ranges (anyone with the guest page's link)
import { serveOriginal } from "@/lib/audio/serve-audio";
import { findPublicGreetingAudio, GREETING_SERVE_OPTIONS } from "@/lib/guestbooks/greeting";
import { route } from "@/lib/api/route";

export const GET = route<{ id: string; audioId: string }>(async (request, { params }) => {
  const { id, audioId } = await params;
  const audio = await findPublicGreetingAudio({ guestbookId: id, audioId });
  return serveOriginal(request, audio, GREETING_SERVE_OPTIONS);
});

export const HEAD = GET;
