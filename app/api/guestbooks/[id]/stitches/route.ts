// GET /api/guestbooks/{id}/stitches — the guestbook's stitched files with their progress, newest first
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { listStitches } from "@/lib/stitching/list-stitches";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const stitches = await listStitches({ guestbookId: guestbook.id });
  return Response.json({ stitches }, { headers: { "Cache-Control": "no-store" } });
});
