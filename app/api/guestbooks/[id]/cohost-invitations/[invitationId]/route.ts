// DELETE /api/guestbooks/{id}/cohost-invitations/{invitationId} — the owner revokes a pending invitation; its link stops working
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { revokeCohostInvitation } from "@/lib/cohosts/list-cohosts";
import { withUser } from "@/lib/api/route";

export const DELETE = withUser<{ id: string; invitationId: string }>(async (_request, { params, user }) => {
  const { id, invitationId } = await params;
  const guestbook = await getOwnedGuestbook({ id, userId: user.id });
  await revokeCohostInvitation({ guestbookId: guestbook.id, invitationId });
  return Response.json({ ok: true });
});
