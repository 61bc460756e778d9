// The session token: a signed JWT (HS256) with an exp. The same token is the browser's httpOnly
// session cookie (through next-auth's encode/decode) and the API's `Authorization: Bearer` value.
// `sid` names the session (kept when next-auth re-signs the cookie), so a logout can end it;
// `sessionVersion` is the user's at sign-in, so raising the user's ends every session at once;
// `authTime` is the sign-in time, kept by every renewal: a token never expires later than
// SESSION_MAX_AGE_DAYS after it, however often it is re-signed.
// Whether a token is still live (not revoked, current version) is decided in one place:
// `sessionFromToken` in lib/auth/session.ts, used by the API, the pages and next-auth alike.
import { SignJWT, jwtVerify } from "jose";
import { getEnv } from "@/lib/env";

export type TSessionClaims = {
  userId: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  subscriptionTier: string | null;
  subscriptionExpiresAt: string | null;
  sid: string;
  sessionVersion: number;
  /** Sign-in time, seconds since the epoch; renewals keep it. */
  authTime: number;
};

type TTokenUser = {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  subscriptionTier: string | null;
  subscriptionExpiresAt: Date | null;
  sessionVersion: number;
};

const ISSUER = "echobook";

function key(): Uint8Array {
  return new TextEncoder().encode(getEnv().authSecret);
}

export function sessionMaxAgeSeconds(): number {
  return getEnv().SESSION_MAX_AGE_DAYS * 24 * 60 * 60;
}

function newSessionId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The claims of a new session, or of a running one (`running` given: its id and sign-in time are kept)
 * whose user was read again.
 */
export function claimsFor(user: TTokenUser, running?: Pick<TSessionClaims, "sid" | "authTime">): TSessionClaims {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    isAdmin: user.isAdmin,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    sid: running?.sid ?? newSessionId(),
    sessionVersion: user.sessionVersion,
    authTime: running?.authTime ?? nowSeconds(),
  };
}

/** Seconds the token of a session signed in at `authTime` has left (0 once past the cap). */
export function sessionSecondsLeft(authTime: number): number {
  return Math.max(0, authTime + sessionMaxAgeSeconds() - nowSeconds());
}

/** Signs `claims`; the token expires at the session's cap (sign-in time + SESSION_MAX_AGE_DAYS), never later. */
export async function signSessionToken(claims: TSessionClaims): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(claims.authTime + sessionMaxAgeSeconds())
    .sign(key());
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifySessionToken(token: string): Promise<TSessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    if (typeof payload.userId !== "string" || payload.userId !== payload.sub || typeof payload.email !== "string") return null;
    if (typeof payload.sid !== "string" || !Number.isInteger(payload.sessionVersion)) return null;
    // Tokens signed before `authTime` existed count from their own issue time.
    const authTime = Number.isInteger(payload.authTime) ? (payload.authTime as number) : payload.iat;
    if (typeof authTime !== "number" || sessionSecondsLeft(authTime) <= 0) return null;
    return {
      userId: payload.userId,
      email: payload.email,
      firstName: String(payload.firstName ?? ""),
      isAdmin: payload.isAdmin === true,
      subscriptionTier: typeof payload.subscriptionTier === "string" ? payload.subscriptionTier : null,
      subscriptionExpiresAt: typeof payload.subscriptionExpiresAt === "string" ? payload.subscriptionExpiresAt : null,
      sid: payload.sid,
      sessionVersion: payload.sessionVersion as number,
      authTime,
    };
  } catch {
    return null;
  }
}
