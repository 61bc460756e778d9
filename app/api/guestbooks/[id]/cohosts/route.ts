// GET /api/guestbooks/{id}/cohosts — the co-hosts and pending invitations (owner or co-host); POST { email } — the owner invites a co-host by mail
import { getManagedGuestbook, getOwnedGuestbook } from "@/lib/guestbooks/access";
import { inviteCohost } from "@/lib/cohosts/invite-cohost";
import { listCohosts } from "@/lib/cohosts/list-cohosts";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZCohostInvite } from "@/lib/validation/cohosts";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json(await listCohosts(guestbook.id));
});

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  const { email } = await readJson(request, ZCohostInvite);
  return Response.json(await inviteCohost({ guestbook, email, inviter: user }), { status: 201 });
});
