// Wrappers every route handler goes through: errors become `{ error }` responses, and `withUser`
// resolves the caller from the session cookie or a bearer token, answering 401 itself.
import type { NextRequest } from "next/server";
import { tokenFromRequest, userFromToken, type TSessionUser } from "@/lib/auth/session";
import { errorResponse, unauthorized } from "./errors";
import { assertSameOriginWrite } from "./same-origin";

type TContext<P> = { params: Promise<P> };

export function route<P = Record<string, string>>(
  handler: (request: NextRequest, context: TContext<P>) => Promise<Response>,
) {
  return async (request: NextRequest, context: TContext<P>): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function withUser<P = Record<string, string>>(
  handler: (request: NextRequest, context: TContext<P> & { user: TSessionUser }) => Promise<Response>,
) {
  return route<P>(async (request, context) => {
    const user = await userFromToken(tokenFromRequest(request));
    if (!user) throw unauthorized();
    if (!request.headers.has("authorization")) assertSameOriginWrite(request);
    return handler(request, { ...context, user });
  });
}

/** For routes open to everyone that remember who was signed in (a visitor's message has no owner). */
export function withOptionalUser<P = Record<string, string>>(
  handler: (request: NextRequest, context: TContext<P> & { user: TSessionUser | null }) => Promise<Response>,
) {
  return route<P>(async (request, context) => {
    const token = tokenFromRequest(request);
    const user = token ? await userFromToken(token) : null;
    if (user && !request.headers.has("authorization")) assertSameOriginWrite(request);
    return handler(request, { ...context, user });
  });
}
