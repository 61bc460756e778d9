// POST /api/newsletter/confirm?token= — the confirmation page's button: a pending address becomes a subscriber
import { route } from "@/lib/api/route";
import { confirmNewsletter } from "@/lib/newsletter/subscribe";

export const POST = route(async (request) => {
  await confirmNewsletter(request.nextUrl.searchParams.get("token"));
  return Response.json({ message: "Your subscription is confirmed." });
});
