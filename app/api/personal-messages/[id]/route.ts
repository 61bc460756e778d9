// GET, PUT, DELETE /api/personal-messages/{id} — a card's public details; the owner changes or deletes it (with its voice)
import { cardJson } from "@/lib/cards/card-json";
import { deleteCard } from "@/lib/cards/delete-card";
import { getCard } from "@/lib/cards/find-card";
import { updateCard } from "@/lib/cards/update-card";
import { readJson } from "@/lib/http/read-json";
import { route, withUser } from "@/lib/api/route";
import { ZCardUpdate } from "@/lib/validation/cards";

type TParams = { id: string };

export const GET = route<TParams>(async (_request, { params }) => {
  const card = await getCard((await params).id);
  // Whether it plays changes when its owner toggles it: never kept by a cache.
  return Response.json({ message: cardJson(card) }, { headers: { "Cache-Control": "no-store" } });
});

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const { id } = await params;
  const changes = await readJson(request, ZCardUpdate);
  return Response.json({ message: cardJson(await updateCard({ id, userId: user.id, changes })) });
});

export const DELETE = withUser<TParams>(async (_request, { params, user }) => {
  await deleteCard({ id: (await params).id, userId: user.id });
  return Response.json({ ok: true });
});
