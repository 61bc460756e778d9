// DELETE /api/guestbooks/{id}/recordings/{recordingId} — the owner deletes one recording
import { getOwnedRecording } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/http/route";
import { deleteRecording } from "@/lib/recordings/delete-recording";

export const DELETE = withUser<{ id: string; recordingId: string }>(async (_request, { params, user }) => {
  const { id, recordingId } = await params;
  const recording = await getOwnedRecording({ id: recordingId, userId: user.id, guestbookId: id });
  await deleteRecording({ recording });
  return Response.json({ ok: true });
});
