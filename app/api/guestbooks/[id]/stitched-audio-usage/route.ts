// GET /api/guestbooks/{id}/stitched-audio-usage — how many stitched files this guestbook may still make
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { getStitchUsage } from "@/lib/stitching/stitch-usage";

export const GET = withUser<{ id: string }>(async (_request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  return Response.json(await getStitchUsage({ guestbook }));
});
