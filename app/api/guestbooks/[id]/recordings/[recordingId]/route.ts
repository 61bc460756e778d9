// PUT, DELETE /api/guestbooks/{id}/recordings/{recordingId} — the owner or a co-host hides, shows or approves one recording; the owner deletes it
import { getManagedRecording } from "@/lib/guestbooks/access";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { deleteRecording } from "@/lib/recordings/delete-recording";
import { updateRecording } from "@/lib/recordings/update-recording";
import { ZRecordingUpdate } from "@/lib/validation/listening";

type TParams = { id: string; recordingId: string };

export const PUT = withUser<TParams>(async (request, { params, user }) => {
  const { id, recordingId } = await params;
  const recording = await getManagedRecording({ id: recordingId, userId: user.id, guestbookId: id });
  const changes = await readJson(request, ZRecordingUpdate);
  return Response.json({ recording: await updateRecording({ recording, changes }) });
});

export const DELETE = withUser<TParams>(async (_request, { params, user }) => {
  const { id, recordingId } = await params;
  // A guest's voice is gone for good once deleted: the owner's call alone.
  const recording = await getManagedRecording({ id: recordingId, userId: user.id, guestbookId: id, ownerOnly: true });
  await deleteRecording({ recording });
  return Response.json({ ok: true });
});
