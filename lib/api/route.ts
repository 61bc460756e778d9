// Wrappers every route handler goes through: errors become `{ error }` responses, the pre-release gate
// (when on) holds the API as it holds the pages, and `withUser` resolves the caller from the session
// cookie or a bearer token, answering 401 itself. A write that rides on the cookie must come from our
// own pages, whatever other headers say; an answer for one user is never stored by a shared cache
// unless its route says otherwise.
import type { NextRequest } from "next/server";
import { isBearerRequest } from "@/lib/auth/bearer";
import { sessionFromToken, tokenFromRequest, type TSessionUser } from "@/lib/auth/session";
import type { TSessionClaims } from "@/lib/auth/token";
import { GATE_COOKIE, expectedGateCookie } from "@/lib/gate/gate-cookie";
import { ApiError, errorResponse, forbidden, unauthorized } from "@/lib/http/errors";
import { assertSameOriginWrite } from "@/lib/http/same-origin";

type TContext<P> = { params: Promise<P> };
type TUserContext<P> = TContext<P> & { user: TSessionUser; session: TSessionClaims };

// Open before the gate: the health check, signing in (next-auth and the API's own), Stripe's webhook, the gate itself,
// and a mail client's one-click unsubscribe.
const OUTSIDE_THE_GATE = [/^\/api\/health$/, /^\/api\/auth\//, /^\/api\/stripe\/webhook$/, /^\/api\/gate(\/|$)/, /^\/api\/unsubscribe$/];
export const GATE_CLOSED = "Please enter the access code first.";

async function assertPastGate(request: NextRequest): Promise<void> {
  const expected = await expectedGateCookie();
  if (!expected || OUTSIDE_THE_GATE.some((path) => path.test(request.nextUrl.pathname))) return;
  if (request.cookies.get(GATE_COOKIE)?.value !== expected) throw new ApiError("GATE_CLOSED", GATE_CLOSED);
}

export function route<P = Record<string, string>>(handler: (request: NextRequest, context: TContext<P>) => Promise<Response>) {
  return async (request: NextRequest, context: TContext<P>): Promise<Response> => {
    try {
      await assertPastGate(request);
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

function privateAnswer(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

export function withUser<P = Record<string, string>>(handler: (request: NextRequest, context: TUserContext<P>) => Promise<Response>) {
  return route<P>(async (request, context) => {
    const session = await sessionFromToken(tokenFromRequest(request));
    if (!session) throw unauthorized();
    if (!isBearerRequest(request)) assertSameOriginWrite(request);
    return privateAnswer(await handler(request, { ...context, user: session.user, session: session.claims }));
  });
}

/** For the admins' routes (writing the blog): a signed-in user who is not an admin is answered 403. */
export function withAdmin<P = Record<string, string>>(handler: (request: NextRequest, context: TUserContext<P>) => Promise<Response>) {
  return withUser<P>(async (request, context) => {
    if (!context.user.isAdmin) throw forbidden();
    return handler(request, context);
  });
}

/** For routes open to everyone that remember who was signed in (a visitor's message has no owner). */
export function withOptionalUser<P = Record<string, string>>(
  handler: (request: NextRequest, context: TContext<P> & { user: TSessionUser | null }) => Promise<Response>,
) {
  return route<P>(async (request, context) => {
    const token = tokenFromRequest(request);
    const user = token ? ((await sessionFromToken(token))?.user ?? null) : null;
    if (user && !isBearerRequest(request)) assertSameOriginWrite(request);
    const response = await handler(request, { ...context, user });
    return user ? privateAnswer(response) : response;
  });
}
