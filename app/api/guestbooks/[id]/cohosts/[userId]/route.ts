// DELETE /api/guestbooks/{id}/cohosts/{userId} — the owner removes a co-host; their access ends at once
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { removeCohost } from "@/lib/cohosts/list-cohosts";
import { withUser } from "@/lib/api/route";

export const DELETE = withUser<{ id: string; userId: string }>(async (_request, { params, user }) => {
  const { id, userId } = await params;
  const guestbook = await getOwnedGuestbook({ id, userId: user.id });
  await removeCohost({ guestbookId: guestbook.id, userId });
  return Response.json({ ok: true });
});
