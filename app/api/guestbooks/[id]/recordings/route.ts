// GET, PUT /api/guestbooks/{id}/recordings — the owner's (or a co-host's) list of a guestbook's recordings, oldest first; approve many ({ ids, approved: true })
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { approveRecordings } from "@/lib/recordings/approve-recordings";
import { listRecordingsJson } from "@/lib/recordings/list-recordings";
import { ZRecordingsApproval } from "@/lib/validation/guestbooks";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json({ recordings: await listRecordingsJson(guestbook.id) });
});

export const PUT = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const approval = await readJson(request, ZRecordingsApproval);
  return Response.json(await approveRecordings({ guestbook, request: approval }));
});
