// POST /api/newsletter — sign an email up for the newsletter
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZNewsletterBody } from "@/lib/validation/newsletter";

export const POST = route(async (request) => {
  await throttleAddress("newsletter", request.headers);
  const { email } = await readJson(request, ZNewsletterBody);
  await subscribeToNewsletter(email);
  return Response.json({ message: "Thanks for subscribing!" }, { status: 201 });
});
