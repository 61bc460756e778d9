// GET /api/personal-messages/{id}/mp3 — the card's MP3 to save (?download=1 names it {name}.mp3): needs allowDownload, and from others an active hosted card; 409 while it is made
import { serveCardMp3 } from "@/lib/cards/serve-card-audio";
import { withOptionalUser } from "@/lib/api/route";

export const GET = withOptionalUser<{ id: string }>(async (request, { params, user }) =>
  serveCardMp3({ request, id: (await params).id, viewerId: user?.id ?? null }),
);

export const HEAD = GET;
