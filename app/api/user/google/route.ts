// POST /api/user/google — the signed-in owner links Google sign-in to their account; answers { linked: true }
import { linkGoogle } from "@/lib/auth/google";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/http/route";
import { ZLinkGoogleBody } from "@/lib/validation/auth";

export const POST = withUser(async (request, { user }) => {
  const { credential } = await readJson(request, ZLinkGoogleBody);
  await linkGoogle({ userId: user.id, credential });
  return Response.json({ linked: true });
});
