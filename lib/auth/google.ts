// Google sign-in: the ID token is verified here (signature against Google's published keys, issuer,
// audience = our client id, expiry) before any account is found, linked or created.
import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured.";
export const GOOGLE_INVALID = "Google sign-in failed. The Google credential could not be verified.";

export type TGoogleIdentity = { sub: string; email: string; givenName: string | null; name: string | null };

let remoteKeys: JWTVerifyGetKey | undefined;
function googleKeys(): JWTVerifyGetKey {
  remoteKeys ??= createRemoteJWKSet(new URL(getEnv().GOOGLE_JWKS_URL));
  return remoteKeys;
}

export async function verifyGoogleIdToken(
  credential: string,
  { clientId, keys }: { clientId: string; keys: JWTVerifyGetKey },
): Promise<TGoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keys, {
      issuer: ["https://accounts.google.com", "accounts.google.com"],
      audience: clientId,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "sub", "email"],
    }));
  } catch {
    throw new ApiError(401, GOOGLE_INVALID);
  }
  if (payload.email_verified !== true || typeof payload.email !== "string" || typeof payload.sub !== "string") {
    throw new ApiError(401, GOOGLE_INVALID);
  }
  return {
    sub: payload.sub,
    email: payload.email.toLowerCase(),
    givenName: typeof payload.given_name === "string" ? payload.given_name : null,
    name: typeof payload.name === "string" ? payload.name : null,
  };
}

/** Finds the account of a verified Google identity, links it by email, or creates it. */
export async function signInWithGoogle(credential: string) {
  const clientId = getEnv().GOOGLE_CLIENT_ID;
  if (!clientId) throw new ApiError(503, GOOGLE_NOT_CONFIGURED);
  const identity = await verifyGoogleIdToken(credential, { clientId, keys: googleKeys() });
  const linked = await db.user.findUnique({ where: { googleId: identity.sub } });
  if (linked) return linked;
  const firstName = (identity.givenName ?? identity.name ?? identity.email.split("@")[0]).slice(0, 60);
  return db.user.upsert({
    where: { email: identity.email },
    update: { googleId: identity.sub },
    create: { email: identity.email, firstName, googleId: identity.sub },
  });
}
