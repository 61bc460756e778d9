// POST /api/guestbooks/{id}/recordings/bulk — the owner hides, shows again or deletes many recordings at once ({ action, ids } or { action, match })
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { bulkRecordings } from "@/lib/recordings/bulk-recordings";
import { ZRecordingsBulk } from "@/lib/validation/guestbooks";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  const bulk = await readJson(request, ZRecordingsBulk);
  return Response.json(await bulkRecordings({ guestbook, request: bulk }));
});
