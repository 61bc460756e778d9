// POST /api/auth/register — create an account with first name, email and password; answers { token }
import { after } from "next/server";
import { mailVerification } from "@/lib/auth/email-verification";
import { registerUser } from "@/lib/auth/register";
import { claimsFor, signSessionToken } from "@/lib/auth/token";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZRegisterBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  await throttleAddress("register", request.headers);
  const body = await readJson(request, ZRegisterBody);
  const user = await registerUser(body);
  // The verification link is mailed once the answer has gone.
  after(() => mailVerification(user.id));
  return Response.json({ token: await signSessionToken(claimsFor(user)) }, { status: 201 });
});
