// GET /api/guestbooks/{id}/recordings — the owner's list of a guestbook's recordings, oldest first
import { db } from "@/lib/db/client";
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/http/route";
import { toRecordingJson } from "@/lib/recordings/serialize";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  const recordings = await db.recording.findMany({ where: { guestbookId: guestbook.id }, orderBy: { createdAt: "asc" } });
  return Response.json({ recordings: recordings.map(toRecordingJson) });
});
