// POST /api/newsletter — sign an email up for the newsletter: kept pending, and a confirmation link is mailed
import { CHECK_YOUR_EMAIL, subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZNewsletterBody } from "@/lib/validation/newsletter";

export const POST = route(async (request) => {
  await throttleAddress("newsletter", request.headers);
  const { email } = await readJson(request, ZNewsletterBody);
  await subscribeToNewsletter(email);
  return Response.json({ message: CHECK_YOUR_EMAIL }, { status: 201 });
});
