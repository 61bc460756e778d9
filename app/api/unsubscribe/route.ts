// POST /api/unsubscribe?token= — one-click unsubscribe (RFC 8058, and the page's button): a signed link, no sign-in
import { route } from "@/lib/api/route";
import { subjectOf, unsubscribe } from "@/lib/mail/unsubscribe";

export const POST = route(async (request) => {
  await unsubscribe(subjectOf(request.nextUrl.searchParams.get("token")));
  return Response.json({ message: "You are unsubscribed." });
});
