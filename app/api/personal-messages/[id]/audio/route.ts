// GET, POST /api/personal-messages/{id}/audio — the card's voice with byte ranges (owner always; others while active and hosted); the owner replaces it ({ audioData: base64, audioType })
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { cardJson } from "@/lib/cards/card-json";
import { replaceCardAudio } from "@/lib/cards/replace-card-audio";
import { playCardAudio } from "@/lib/cards/serve-card-audio";
import { clientIp } from "@/lib/http/client-ip";
import { withOptionalUser, withUser } from "@/lib/api/route";

type TParams = { id: string };

export const GET = withOptionalUser<TParams>(async (request, { params, user }) =>
  playCardAudio({ request, id: (await params).id, viewerId: user?.id ?? null }),
);

export const HEAD = GET;

// The same address budget as a new card's upload: both run ffmpeg on what is sent.
const REPLACEMENTS_PER_ADDRESS = { max: 120, windowSeconds: 3600 };

export const POST = withUser<TParams>(async (request, { params, user }) => {
  await enforceLimit(
    `card-audio:ip:${clientIp(request.headers)}`,
    REPLACEMENTS_PER_ADDRESS,
    "Too many recordings sent from this connection. Please try again later.",
  );
  const card = await replaceCardAudio({ request, id: (await params).id, userId: user.id });
  return Response.json({ message: cardJson(card) });
});
