// POST /api/auth/change-password — { currentPassword, newPassword }: every other session ends; this one goes on with a new token
import { isBearerRequest } from "@/lib/auth/bearer";
import { changePassword } from "@/lib/auth/change-password";
import { setSessionCookie } from "@/lib/auth/session-cookies";
import { claimsFor, sessionSecondsLeft, signSessionToken } from "@/lib/auth/token";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZChangePasswordBody } from "@/lib/validation/auth";

export const POST = withUser(async (request, { user, session }) => {
  const body = await readJson(request, ZChangePasswordBody);
  const changed = await changePassword({ userId: user.id, ...body });
  // The raised session version ended every session; this one keeps its id and sign-in time under the new version.
  const token = await signSessionToken(claimsFor(changed, session));
  // An API client (bearer token) gets its new token in the body; the browser only in its httpOnly cookie.
  if (isBearerRequest(request)) return Response.json({ ok: true, token });
  return setSessionCookie(Response.json({ ok: true }), token, sessionSecondsLeft(session.authTime));
});
