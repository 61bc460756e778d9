// POST /api/contact — a visitor's message from the Contact us dialog { name, email, message }: stored and mailed to support
import { receiveContactMessage } from "@/lib/contact/contact-messages";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZContactBody } from "@/lib/validation/contact";

export const POST = route(async (request) => {
  await throttleAddress("contact", request.headers);
  // 5,000 characters, each up to 4 bytes in UTF-8 and 6 escaped in JSON, fit well within 40 KiB.
  const body = await readJson(request, ZContactBody, { maxBytes: 40 * 1024 });
  await receiveContactMessage(body, clientIp(request.headers));
  return Response.json({ message: "Thank you! We'll get back to you soon." }, { status: 201 });
});
