// DELETE /api/account — { password } (an account without one: { credential }, a fresh Google sign-in): ends every session, frees the email, and queues the deletion of everything the account holds
import { requestAccountDeletion } from "@/lib/account/request-account-deletion";
import { clearSessionCookies } from "@/lib/auth/session-cookies";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZDeleteAccountBody } from "@/lib/validation/auth";

export const DELETE = withUser(async (request, { user }) => {
  const { password, credential } = await readJson(request, ZDeleteAccountBody);
  await requestAccountDeletion({ userId: user.id, password, credential });
  return clearSessionCookies(Response.json({ ok: true }, { status: 202 }));
});
