// GET /api/guestbooks/{id}/public — what a guest's page shows (no login), read from the database each
// time (an app asks now and then; the page's room of guests is what the short cache is for).
import { GUESTBOOK_NOT_FOUND } from "@/lib/guestbooks/access";
import { getPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const guestbook = await getPublicGuestbook((await params).id, { fresh: true });
  if (!guestbook) throw notFound(GUESTBOOK_NOT_FOUND);
  return Response.json({ guestbook }, { headers: { "Cache-Control": "no-store" } });
});
