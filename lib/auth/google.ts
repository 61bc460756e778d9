// Google sign-in: the ID token is verified here (signature against Google's published keys, issuer,
// audience = our client id, expiry) before any account is found, linked or created.
import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { loginWithPassword } from "./login";

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

export const GOOGLE_LINK_NEEDS_PASSWORD =
  "An account with this email already exists. Enter its password once to link Google sign-in to it.";
export const GOOGLE_ACCOUNT_MISMATCH = "This account is linked to a different Google account.";
export const GOOGLE_ALREADY_LINKED = "This Google account is already linked to another Echobook account.";

async function verifiedIdentity(credential: string): Promise<TGoogleIdentity> {
  const clientId = getEnv().GOOGLE_CLIENT_ID;
  if (!clientId) throw new ApiError(503, GOOGLE_NOT_CONFIGURED);
  return verifyGoogleIdToken(credential, { clientId, keys: googleKeys() });
}

/**
 * Finds the account of a verified Google identity, or creates one. An email alone never joins a Google
 * identity to an existing account whose address was never proven (a password sign-up proves none): the
 * account's password must be given once (checked, and throttled, like a sign-in), or the owner links
 * Google from settings. An account whose address was verified by our mailed link is linked at once.
 */
export async function signInWithGoogle(opts: { credential: string; password?: string; ip: string }) {
  const identity = await verifiedIdentity(opts.credential);
  const linked = await db.user.findUnique({ where: { googleId: identity.sub } });
  if (linked) return linked;
  const existing = await db.user.findUnique({ where: { email: identity.email } });
  if (!existing) {
    const firstName = (identity.givenName ?? identity.name ?? identity.email.split("@")[0]).slice(0, 60);
    // Google has verified the address (email_verified is required above).
    return db.user.create({ data: { email: identity.email, firstName, googleId: identity.sub, emailVerifiedAt: new Date() } });
  }
  if (existing.googleId) throw new ApiError(409, GOOGLE_ACCOUNT_MISMATCH, {}, "GOOGLE_ACCOUNT_MISMATCH");
  // An account whose owner proved this address by our mailed link and a Google identity Google verified
  // for it are held by the same mailbox: linking asks for nothing more than the mailbox would give.
  if (existing.emailVerifiedAt) return attachGoogle(existing.id, identity.sub);
  if (!opts.password) throw new ApiError(409, GOOGLE_LINK_NEEDS_PASSWORD, { email: identity.email }, "GOOGLE_LINK_NEEDS_PASSWORD");
  const owner = await loginWithPassword({ email: identity.email, password: opts.password }, opts.ip);
  return attachGoogle(owner.id, identity.sub);
}

/** The signed-in owner links a Google identity to their account (Account Settings). */
export async function linkGoogle(opts: { userId: string; credential: string }) {
  const identity = await verifiedIdentity(opts.credential);
  return attachGoogle(opts.userId, identity.sub);
}

async function attachGoogle(userId: string, googleId: string) {
  const holder = await db.user.findUnique({ where: { googleId }, select: { id: true } });
  if (holder && holder.id !== userId) throw new ApiError(409, GOOGLE_ALREADY_LINKED, {}, "GOOGLE_ACCOUNT_MISMATCH");
  // Only an account with no Google identity yet takes one: a linked one is never overwritten.
  const updated = await db.user.updateMany({ where: { id: userId, OR: [{ googleId: null }, { googleId }] }, data: { googleId } });
  if (updated.count === 0) throw new ApiError(409, GOOGLE_ACCOUNT_MISMATCH, {}, "GOOGLE_ACCOUNT_MISMATCH");
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}
