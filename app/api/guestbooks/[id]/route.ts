// GET, PUT, DELETE /api/guestbooks/{id} — the owner or a co-host reads or changes a guestbook (the tier: the owner only); the owner deletes it
import { getGuestbookWithRole, getManagedGuestbook, getOwnedGuestbook, OWNER_ONLY } from "@/lib/guestbooks/access";
import { deleteGuestbook } from "@/lib/guestbooks/delete-guestbook";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { toPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { serializeGuestbook } from "@/lib/guestbooks/serialize";
import { updateGuestbook } from "@/lib/guestbooks/update-guestbook";
import { forbidden } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZGuestbookUpdate } from "@/lib/validation/guestbooks";

type TParams = { id: string };

export const GET = withUser<TParams>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json({ guestbook: await serializeGuestbook(guestbook) });
});

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const { guestbook, role } = await getGuestbookWithRole({ id: (await params).id, userId: user.id });
  const input = await readJson(request, ZGuestbookUpdate);
  // The tier is paid for: a co-host edits the texts and look, never the tier.
  if (role !== "owner" && input.tierIdx !== undefined && input.tierIdx !== guestbook.tierIdx) throw forbidden(OWNER_ONLY);
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
