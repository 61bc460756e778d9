// POST /api/auth/forgot-password — ask for a password reset link { email }; the same answer whether or not an account exists
import { after } from "next/server";
import { mailPasswordReset, RESET_REQUESTED } from "@/lib/auth/password-reset";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZForgotPasswordBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  await throttleAddress("forgotPassword", request.headers);
  const { email } = await readJson(request, ZForgotPasswordBody);
  // Looked up and mailed after the answer: its time says nothing about whether the account exists.
  after(() => mailPasswordReset(email));
  return Response.json({ message: RESET_REQUESTED }, { status: 202 });
});
