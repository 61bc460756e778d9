// GET|POST /api/auth/* — next-auth's browser session endpoints (csrf, callback, session, signout)
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth-options";
import { endSession } from "@/lib/auth/revoke-session";
import { sessionFromToken, tokenFromRequest } from "@/lib/auth/session";
import { errorResponse, apiError } from "@/lib/http/errors";
import { DEFAULT_JSON_LIMIT_BYTES, parseJsonText, readText } from "@/lib/http/read-json";

type TContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth parses a POST body itself and throws (a 500) on JSON it cannot read. The body is read here
 * first, capped like every other JSON body, and refused with 400 unless it is a JSON object or a form;
 * next-auth then gets a copy of the same bytes.
 */
async function checkedRequest(request: NextRequest): Promise<NextRequest> {
  if (request.method !== "POST") return request;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const text = await readText(request, DEFAULT_JSON_LIMIT_BYTES);
  if (type.includes("application/json")) {
    const parsed = parseJsonText(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw apiError("INVALID_JSON", "The request body must be a JSON object.");
  }
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
}

/**
 * next-auth's sign-out clears the cookie whatever happens to its events (it only logs their errors). The
 * session is ended here first, and a failure answers 503 with the cookie kept, so no copy of the token
 * outlives a sign-out that looked done.
 */
async function endSessionBeforeSignOut(request: NextRequest, context: TContext): Promise<void> {
  if (request.method !== "POST" || (await context.params).nextauth.join("/") !== "signout") return;
  const session = await sessionFromToken(tokenFromRequest(request));
  if (session) await endSession(session.claims.sid);
}

async function handler(request: NextRequest, context: TContext) {
  try {
    await endSessionBeforeSignOut(request, context);
    return await NextAuth((await checkedRequest(request)) as never, context as never, authOptions());
  } catch (error) {
    return errorResponse(error);
  }
}

export { handler as GET, handler as POST };
