// POST /api/subscription-guestbooks — a pro subscriber (or admin) creates a Pro Audio Guestbook
import { createSubscriptionGuestbook } from "@/lib/guestbooks/create-subscription-guestbook";
import { serializeGuestbook } from "@/lib/guestbooks/serialize";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZSubscriptionGuestbookCreate } from "@/lib/validation/guestbooks";

export const POST = withUser(async (request, { user }) => {
  const input = await readJson(request, ZSubscriptionGuestbookCreate);
  const guestbook = await createSubscriptionGuestbook({ user, guestbookName: input.guestbookName });
  return Response.json({ guestbookId: guestbook.id, guestbook: await serializeGuestbook(guestbook) }, { status: 201 });
});
