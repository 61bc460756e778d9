// GET, DELETE /api/subscription-audio-messages/{id} — a pro card as its page shows it (404 until activated, 410 once its year ended; canRecord for the activating browser); the owner deletes it with its voice
import { readRecorderCookie } from "@/lib/pro-cards/recorder-cookie";
import { route, withUser } from "@/lib/api/route";
import { getProCard } from "@/lib/pro-cards/find-pro-card";
import { deleteProCard } from "@/lib/pro-cards/owner-pro-cards";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";

type TParams = { id: string };

export const GET = route<TParams>(async (request, { params }) => {
  const card = await getProCard((await params).id);
  // Whether it may be recorded changes with every activation and recording: never kept by a cache.
  return Response.json({ message: await proCardPublicJson(card, readRecorderCookie(request, card.id)) }, { headers: { "Cache-Control": "no-store" } });
});

export const DELETE = withUser<TParams>(async (_request, { params, user }) => {
  await deleteProCard({ id: (await params).id, userId: user.id });
  return Response.json({ ok: true });
});
