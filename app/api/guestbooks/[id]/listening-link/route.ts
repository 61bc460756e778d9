// POST /api/guestbooks/{id}/listening-link — the owner or a co-host makes (or, with rotate, replaces) the family's listening link; DELETE revokes it
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { makeListeningLink, revokeListeningLink } from "@/lib/listening/listening-link";
import { ZListeningLinkRequest } from "@/lib/validation/listening";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const body = await readOptionalJson(request, ZListeningLinkRequest);
  return Response.json(await makeListeningLink({ guestbookId: guestbook.id, ...body }));
});

export const DELETE = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  await revokeListeningLink(guestbook.id);
  return Response.json({ ok: true });
});
