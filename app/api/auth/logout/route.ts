// POST /api/auth/logout — ends the session of the presented token or cookie; answers { ok: true }, or 503 (the cookie kept) when it could not
import { endSession } from "@/lib/auth/revoke-session";
import { clearSessionCookies } from "@/lib/auth/session-cookies";
import { withUser } from "@/lib/api/route";

export const POST = withUser(async (_request, { session }) => {
  await endSession(session.sid);
  return clearSessionCookies(Response.json({ ok: true }));
});
