// GET /api/guestbooks/{id}/keepsake/{bookId} — the owner or a co-host reads a keepsake book: the PDF once drawn, else 202 with its progress; nothing is made or changed
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { serveKeepsake } from "@/lib/keepsake/serve-keepsake";

export const GET = withUser<{ id: string; bookId: string }>(async (request, { params, user }) => {
  const { id, bookId } = await params;
  const guestbook = await getManagedGuestbook({ id, userId: user.id });
  return serveKeepsake(request, { guestbook, bookId });
});
