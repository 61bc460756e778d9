// POST, DELETE /api/user/google — the owner links Google sign-in ({ credential, password }; a verified address needed) or removes it (while a password remains)
import { linkGoogle, unlinkGoogle } from "@/lib/auth/google";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { ZLinkGoogleBody } from "@/lib/validation/auth";

export const POST = withUser(async (request, { user }) => {
  const { credential, password } = await readJson(request, ZLinkGoogleBody);
  const linked = await linkGoogle({ userId: user.id, credential, password });
  return Response.json({ linked: true, googleEmail: linked.googleEmail });
});

export const DELETE = withUser(async (_request, { user }) => {
  await unlinkGoogle({ userId: user.id });
  return Response.json({ linked: false });
});
