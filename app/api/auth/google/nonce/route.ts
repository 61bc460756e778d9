// POST /api/auth/google/nonce — a nonce for one Google sign-in: Google's button puts it in the ID token, which then counts once
import { route } from "@/lib/api/route";
import { issueGoogleNonce } from "@/lib/auth/google-nonce";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { throttleAddress } from "@/lib/rate-limit/address-limits";

export const POST = route(async (request) => {
  // Our own pages ask for one; another site has no sign-in to start here.
  assertSameOriginWrite(request);
  await throttleAddress("googleNonce", request.headers);
  return Response.json({ nonce: await issueGoogleNonce() }, { headers: { "Cache-Control": "no-store" } });
});
