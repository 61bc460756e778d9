// GET /api/subscription-audio-messages/{id}/audio — the pro card's voice with byte ranges: the owner always; others once activated and while hosted (?download=1 needs allowDownload)
import { withOptionalUser } from "@/lib/api/route";
import { serveProCardAudio } from "@/lib/pro-cards/serve-pro-card-audio";

export const GET = withOptionalUser<{ id: string }>(async (request, { params, user }) =>
  serveProCardAudio({ request, id: (await params).id, viewerId: user?.id ?? null, kind: "audio" }),
);

export const HEAD = GET;
