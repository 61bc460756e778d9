// POST /api/auth/login — email and password sign-in for API clients; answers { token }
import { loginWithPassword } from "@/lib/auth/login";
import { claimsFor, signSessionToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/http/client-ip";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { ZLoginBody } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const body = await readJson(request, ZLoginBody);
  const user = await loginWithPassword(body, clientIp(request.headers));
  return Response.json({ token: await signSessionToken(claimsFor(user)) });
});
