// Who is asking: the browser's session cookie or an `Authorization: Bearer` token, both the same
// signed JWT. The user is always re-read from the database, so tier and name changes apply at once,
// and a session that was logged out, or ended everywhere by a new session version, is refused.
import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { bearerToken } from "./bearer";
import { isRevoked } from "./revoke-session";
import { sessionCookieName } from "./session-cookies";
import { verifySessionToken, type TSessionClaims } from "./token";
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export type TSessionUser = {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  subscriptionTier: SubscriptionTier | null;
  subscriptionExpiresAt: Date | null;
  stripeCustomerId: string | null;
  createdAt: Date;
  /** When the address was proven by the mailed link (null: not yet). */
  emailVerifiedAt: Date | null;
};

const SESSION_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  isAdmin: true,
  subscriptionTier: true,
  subscriptionExpiresAt: true,
  stripeCustomerId: true,
  createdAt: true,
  emailVerifiedAt: true,
  sessionVersion: true,
} as const;

export function tokenFromRequest(request: { headers: Headers; cookies?: { get(name: string): { value: string } | undefined } }): string | null {
  const bearer = bearerToken(request.headers.get("authorization"));
  if (bearer !== undefined) return bearer;
  return request.cookies?.get(sessionCookieName())?.value || null;
}

/** The live session behind a token: its claims and the user, or null when it is invalid or ended. */
export async function sessionFromToken(token: string | null): Promise<{ claims: TSessionClaims; user: TSessionUser } | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const [found, revoked] = await Promise.all([db.user.findUnique({ where: { id: claims.userId }, select: SESSION_USER_SELECT }), isRevoked(claims.sid)]);
  if (!found || revoked || found.sessionVersion !== claims.sessionVersion) return null;
  const { sessionVersion: _checked, ...user } = found;
  return { claims, user };
}

export async function userFromToken(token: string | null): Promise<TSessionUser | null> {
  return (await sessionFromToken(token))?.user ?? null;
}

/**
 * The signed-in user for a server component or server action, or null. Memoised per request, so the
 * layout and the page share one token check and one database read.
 */
export const getSessionUser = cache(async (): Promise<TSessionUser | null> => {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return userFromToken(tokenFromRequest({ headers: headerList, cookies: cookieStore }));
});
