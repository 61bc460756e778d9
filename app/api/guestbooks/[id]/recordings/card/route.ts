// POST /api/guestbooks/{id}/recordings/card — makes an audio card whose voice is the chosen recordings, stitched
import { createCardFromRecordings } from "@/lib/cards/create-card-from-recordings";
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZRecordingsCardRequest } from "@/lib/validation/guestbooks";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const { recordingIds } = await readJson(request, ZRecordingsCardRequest);
  const { messageId } = await createCardFromRecordings({ guestbook, user, recordingIds });
  return Response.json({ messageId }, { status: 201 });
});
