// POST /api/guestbooks/{id}/wall-link — the owner makes (or, with rotate, replaces) the live voice wall's link and sets playAloud; DELETE revokes it
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZWallLinkRequest } from "@/lib/validation/wall";
import { makeWallLink, revokeWallLink } from "@/lib/wall/wall-link";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const body = await readOptionalJson(request, ZWallLinkRequest);
  return Response.json(await makeWallLink({ guestbookId: guestbook.id, ...body }));
});

export const DELETE = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  await revokeWallLink(guestbook.id);
  return Response.json({ ok: true });
});
