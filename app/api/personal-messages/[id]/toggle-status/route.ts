// PUT /api/personal-messages/{id}/toggle-status — the owner takes a card offline or back online ({ isActive })
import { cardJson } from "@/lib/cards/card-json";
import { toggleCardStatus } from "@/lib/cards/toggle-card-status";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZCardToggleStatus } from "@/lib/validation/cards";

export const PUT = withUser<{ id: string }>(async (request, { params, user }) => {
  const { id } = await params;
  const { isActive } = await readJson(request, ZCardToggleStatus);
  return Response.json({ message: cardJson(await toggleCardStatus({ id, userId: user.id, isActive })) });
});
