// GET, PUT, DELETE /api/guestbooks/{id} — the owner reads, changes or deletes a guestbook
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { deleteGuestbook } from "@/lib/guestbooks/delete-guestbook";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { toPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { serializeGuestbook } from "@/lib/guestbooks/serialize";
import { updateGuestbook } from "@/lib/guestbooks/update-guestbook";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZGuestbookUpdate } from "@/lib/validation/guestbooks";

type TParams = { id: string };

export const GET = withUser<TParams>(async (_request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json({ guestbook: await serializeGuestbook(guestbook) });
});

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  const input = await readJson(request, ZGuestbookUpdate);
  const updated = await updateGuestbook({ guestbook, input });
  // A new look's link preview is drawn now, before the host shares the link again.
  warmGuestbookPreview(toPublicGuestbook(updated, null));
  const json = await serializeGuestbook(updated);
  return Response.json({ guestbook: json, eventDateLocked: json.eventDateLocked });
});

export const DELETE = withUser<TParams>(async (_request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  await deleteGuestbook({ guestbookId: guestbook.id });
  return Response.json({ ok: true });
});
