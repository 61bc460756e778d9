// POST /api/auth/google — sign in or sign up with a Google ID token (and, once, the password of an existing account to link); answers { token }
import { signInWithGoogle } from "@/lib/auth/google";
import { claimsFor, signSessionToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { throttleAddress } from "@/lib/rate-limit/address-limits";
import { ZGoogleBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  await throttleAddress("googleSignIn", request.headers);
  const { credential, password } = await readJson(request, ZGoogleBody);
  const user = await signInWithGoogle({ credential, password, ip: clientIp(request.headers) });
  return Response.json({ token: await signSessionToken(claimsFor(user)) });
});
