// GET /api/subscription-audio-messages/{id}/mp3 — the pro card's MP3 to save (?download=1 names the file): needs allowDownload, and from others an activated hosted card; 409 while it is made
import { withOptionalUser } from "@/lib/api/route";
import { serveProCardAudio } from "@/lib/pro-cards/serve-pro-card-audio";

export const GET = withOptionalUser<{ id: string }>(async (request, { params, user }) =>
  serveProCardAudio({ request, id: (await params).id, viewerId: user?.id ?? null, kind: "mp3" }),
);

export const HEAD = GET;
