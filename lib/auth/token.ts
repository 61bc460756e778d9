// The session token: a signed JWT (HS256) with an exp. The same token is the browser's httpOnly
// session cookie (through next-auth's encode/decode) and the API's `Authorization: Bearer` value.
// `sid` names the session (kept when next-auth re-signs the cookie), so a logout can end it;
// `sessionVersion` is the user's at sign-in, so raising the user's ends every session at once.
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

/** The claims of a new session, or of a running one (`sid` given) whose user was read again. */
export function claimsFor(user: TTokenUser, sid: string = newSessionId()): TSessionClaims {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    isAdmin: user.isAdmin,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    sid,
    sessionVersion: user.sessionVersion,
  };
}

export async function signSessionToken(claims: TSessionClaims, maxAgeSeconds = sessionMaxAgeSeconds()): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeSeconds)
    .sign(key());
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifySessionToken(token: string): Promise<TSessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    if (typeof payload.userId !== "string" || payload.userId !== payload.sub || typeof payload.email !== "string") return null;
    if (typeof payload.sid !== "string" || !Number.isInteger(payload.sessionVersion)) return null;
    return {
      userId: payload.userId,
      email: payload.email,
      firstName: String(payload.firstName ?? ""),
      isAdmin: payload.isAdmin === true,
      subscriptionTier: typeof payload.subscriptionTier === "string" ? payload.subscriptionTier : null,
      subscriptionExpiresAt: typeof payload.subscriptionExpiresAt === "string" ? payload.subscriptionExpiresAt : null,
      sid: payload.sid,
      sessionVersion: payload.sessionVersion as number,
    };
  } catch {
    return null;
  }
}
