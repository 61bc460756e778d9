// GET, PUT /api/subscription-audio-messages/{id}/manage — the owner's view of a pro card (with its activation code); the owner changes its name, look and options at any time
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { getOwnedProCardJson, updateProCard } from "@/lib/pro-cards/owner-pro-cards";
import { ZProCardManageUpdate } from "@/lib/validation/pro-cards";

type TParams = { id: string };

export const GET = withUser<TParams>(async (_request, { params, user }) =>
  Response.json({ message: await getOwnedProCardJson({ id: (await params).id, userId: user.id }) }),
);

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const { id } = await params;
  const changes = await readJson(request, ZProCardManageUpdate);
  return Response.json({ message: await updateProCard({ id, userId: user.id, changes }) });
});
