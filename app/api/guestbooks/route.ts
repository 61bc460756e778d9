// GET /api/guestbooks — the caller's guestbooks; POST /api/guestbooks — create one (free now, paid → 402 + tempGuestbookKey)
import { createGuestbook } from "@/lib/guestbooks/create-guestbook";
import { listGuestbooks } from "@/lib/guestbooks/list-guestbooks";
import { warmGuestbookPreview } from "@/lib/guestbooks/preview-image";
import { toPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { serializeGuestbook } from "@/lib/guestbooks/serialize";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZGuestbookCreate } from "@/lib/validation/guestbooks";

export const GET = withUser(async (_request, { user }) => {
  return Response.json({ guestbooks: await listGuestbooks({ userId: user.id }) });
});

export const POST = withUser(async (request, { user }) => {
  const input = await readJson(request, ZGuestbookCreate);
  const guestbook = await createGuestbook({ userId: user.id, input });
  // Its link preview is drawn now, before the host shares the link.
  warmGuestbookPreview(toPublicGuestbook(guestbook, null));
  return Response.json({ guestbook: await serializeGuestbook(guestbook), requiresPayment: false }, { status: 201 });
});
