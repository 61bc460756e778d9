// DELETE /api/user/sessions — "Log out of all devices": ends every session of the signed-in user, this one too
import { endAllSessions } from "@/lib/auth/revoke-session";
import { clearSessionCookies } from "@/lib/auth/session-cookies";
import { withUser } from "@/lib/api/route";

export const DELETE = withUser(async (_request, { user }) => {
  await endAllSessions(user.id);
  return clearSessionCookies(Response.json({ ok: true }));
});
