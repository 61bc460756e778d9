// POST /api/guestbooks/{id}/recordings/bulk — the owner or a co-host hides or shows again many recordings at once, the owner deletes them ({ action, ids } or { action, match })
import { getGuestbookWithRole, OWNER_ONLY } from "@/lib/guestbooks/access";
import { forbidden } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { bulkRecordings } from "@/lib/recordings/bulk-recordings";
import { ZRecordingsBulk } from "@/lib/validation/guestbooks";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const { guestbook, role } = await getGuestbookWithRole({ id: (await params).id, userId: user.id });
  const bulk = await readJson(request, ZRecordingsBulk);
  // A guest's voice is gone for good once deleted: the owner's call alone.
  if (bulk.action === "delete" && role !== "owner") throw forbidden(OWNER_ONLY);
  return Response.json(await bulkRecordings({ guestbook, request: bulk }));
});
