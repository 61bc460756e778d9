// POST /api/auth/google — sign in or sign up with a Google ID token; answers { token }
import { signInWithGoogle } from "@/lib/auth/google";
import { claimsFor, signSessionToken } from "@/lib/auth/token";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZGoogleBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  await throttleAddress("googleSignIn", request.headers);
  const { credential } = await readJson(request, ZGoogleBody);
  const user = await signInWithGoogle(credential);
  return Response.json({ token: await signSessionToken(claimsFor(user)) });
});
