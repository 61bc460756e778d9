// GET /api/guestbooks/{id}/recordings/archive?ids=a,b[&as=recorded] — the selected playable recordings (all when no ids) as a ZIP with manifest.csv
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { buildRecordingsArchive, ZArchiveIds } from "@/lib/recordings/archive";
import { contentDisposition } from "@/lib/storage/http";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const ids = ZArchiveIds.parse(request.nextUrl.searchParams.get("ids"));
  // `?as=recorded`: each original as it was sent, instead of the MP3 the family hears.
  const asRecorded = request.nextUrl.searchParams.get("as") === "recorded";
  const archive = await buildRecordingsArchive({ guestbook, ids, asRecorded });
  return new Response(archive.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(archive.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
