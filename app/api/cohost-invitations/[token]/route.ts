// POST /api/cohost-invitations/{token} — the signed-in invitee accepts an invitation to co-host (403 for another account; 400 used or expired)
import { acceptCohostInvitation } from "@/lib/cohosts/cohost-invitation";
import { withUser } from "@/lib/api/route";

export const POST = withUser<{ token: string }>(async (_request, { params, user }) => {
  return Response.json(await acceptCohostInvitation({ token: (await params).token, user }));
});
