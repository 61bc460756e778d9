// GET /api/guestbooks/{id}/recordings — the owner's (or a co-host's) list of a guestbook's recordings, oldest first
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { listRecordingsJson } from "@/lib/recordings/list-recordings";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json({ recordings: await listRecordingsJson(guestbook.id) });
});
