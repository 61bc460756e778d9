// POST /api/auth/reset-password — set a new password from a mailed link { token, password }: every other session ends, this one is signed in; answers { token }
import { resetPassword } from "@/lib/auth/password-reset";
import { sessionCookieHeader } from "@/lib/auth/session-cookies";
import { claimsFor, sessionMaxAgeSeconds, signSessionToken } from "@/lib/auth/token";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { ZResetPasswordBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const body = await readJson(request, ZResetPasswordBody);
  const user = await resetPassword(body);
  const token = await signSessionToken(claimsFor(user));
  const response = Response.json({ token }, { headers: { "Cache-Control": "no-store" } });
  response.headers.append("Set-Cookie", sessionCookieHeader(token, sessionMaxAgeSeconds()));
  return response;
});
