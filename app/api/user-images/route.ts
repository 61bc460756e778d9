// GET /api/user-images — the caller's own uploaded images, newest first
import { withUser } from "@/lib/api/route";
import { listUserImages } from "@/lib/images/user-images/list-user-images";

export const GET = withUser(async (_request, { user }) => {
  return Response.json({ images: await listUserImages({ userId: user.id }) }, { headers: { "Cache-Control": "private, no-store" } });
});
