// Google sign-in: the ID token is verified here (signature against Google's published keys, issuer,
// audience = our client id, expiry) before any account is found, linked or created. An email alone never
// joins a Google identity to an existing account: that needs the account's password (at sign-in, once,
// or from settings, where the address must also be verified). The owner is mailed when a link is made or
// removed.
import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { ApiError, apiError } from "@/lib/http/errors";
import { queueGoogleLinkedMail, queueGoogleUnlinkedMail } from "@/lib/mail/account-notices";
import { failureBackoff } from "@/lib/rate-limit/rate-limit";
import { CHANGE_PASSWORD_BACKOFF, WRONG_CURRENT_PASSWORD } from "./change-password";
import { loginWithPassword, TOO_MANY_ATTEMPTS } from "./login";
import { peekGoogleNonce, takeGoogleNonce } from "./google-nonce";
import { verifyPassword } from "./password";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured.";
export const GOOGLE_INVALID = "Google sign-in failed. The Google credential could not be verified.";

export type TGoogleIdentity = {
  sub: string;
  email: string;
  givenName: string | null;
  name: string | null;
  /** When the person signed in to Google for this token (auth_time, else iat), in seconds. */
  signedInAt: number;
  /** The nonce the token carries (google-nonce.ts), or null. */
  nonce: string | null;
};

let remoteKeys: JWTVerifyGetKey | undefined;
function googleKeys(): JWTVerifyGetKey {
  remoteKeys ??= createRemoteJWKSet(new URL(getEnv().GOOGLE_JWKS_URL));
  return remoteKeys;
}

export async function verifyGoogleIdToken(credential: string, { clientId, keys }: { clientId: string; keys: JWTVerifyGetKey }): Promise<TGoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keys, {
      issuer: ["https://accounts.google.com", "accounts.google.com"],
      audience: clientId,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat", "sub", "email"],
    }));
  } catch {
    throw new ApiError("UNAUTHORIZED", GOOGLE_INVALID);
  }
  if (payload.email_verified !== true || typeof payload.email !== "string" || typeof payload.sub !== "string" || typeof payload.iat !== "number") {
    throw new ApiError("UNAUTHORIZED", GOOGLE_INVALID);
  }
  return {
    sub: payload.sub,
    email: payload.email.toLowerCase(),
    givenName: typeof payload.given_name === "string" ? payload.given_name : null,
    name: typeof payload.name === "string" ? payload.name : null,
    signedInAt: typeof payload.auth_time === "number" ? payload.auth_time : payload.iat,
    nonce: typeof payload.nonce === "string" ? payload.nonce : null,
  };
}

export const GOOGLE_LINK_NEEDS_PASSWORD = "An account with this email already exists. Enter its password once to link Google sign-in to it.";
export const GOOGLE_ACCOUNT_MISMATCH = "This account is linked to a different Google account.";
export const GOOGLE_ALREADY_LINKED = "This Google account is already linked to another Echobook account.";
export const GOOGLE_LINK_NEEDS_VERIFIED_EMAIL = "Please verify your email address first: open the link we mailed you, then link Google sign-in.";
export const GOOGLE_LINK_NEEDS_A_PASSWORD = "This account has no password to confirm with.";
export const GOOGLE_NOT_LINKED = "No Google account is linked to this account.";
export const GOOGLE_UNLINK_NEEDS_PASSWORD =
  "Google is the only way you sign in. Set a password with 'Forgot password' on the sign-in page before you remove it.";

// Five wrong passwords when linking from settings, then waits (as for a password change): a stolen
// session cannot guess the password by linking.
const throttle = failureBackoff(TOO_MANY_ATTEMPTS);

/**
 * A verified Google identity whose token carries a nonce this server issued and nobody used yet; the
 * sign-in is dated by that nonce (the moment our page started it), never by the token's own claims.
 * The nonce is taken (`take`, once) only when the sign-in, link or confirmation succeeds: a sign-in that
 * first asks for the account's password sends the same token again with it.
 */
async function verifiedIdentity(credential: string): Promise<TGoogleIdentity & { take: () => Promise<void> }> {
  const clientId = getEnv().GOOGLE_CLIENT_ID;
  if (!clientId) throw new ApiError("NOT_CONFIGURED", GOOGLE_NOT_CONFIGURED);
  const identity = await verifyGoogleIdToken(credential, { clientId, keys: googleKeys() });
  const issuedAt = await peekGoogleNonce(identity.nonce);
  if (!issuedAt) throw new ApiError("UNAUTHORIZED", GOOGLE_INVALID);
  const take = async () => {
    if (!(await takeGoogleNonce(identity.nonce))) throw new ApiError("UNAUTHORIZED", GOOGLE_INVALID);
  };
  return { ...identity, signedInAt: Math.floor(issuedAt.getTime() / 1000), take };
}

/**
 * Finds the account of a verified Google identity, or creates one. An existing account with the same
 * address is joined only with its password, given once (checked, and throttled, like a sign-in): neither
 * Google's word nor our own verification of the address is enough, as docs/SECURITY.md says.
 */
export async function signInWithGoogle(opts: { credential: string; password?: string; ip: string }) {
  const identity = await verifiedIdentity(opts.credential);
  const linked = await db.user.findUnique({ where: { googleId: identity.sub } });
  if (linked) {
    await identity.take();
    return linked;
  }
  const existing = await db.user.findUnique({ where: { email: identity.email } });
  if (!existing) {
    await identity.take();
    const firstName = (identity.givenName ?? identity.name ?? identity.email.split("@")[0]).slice(0, 60);
    // Google has verified the address (email_verified is required above): the link is as old as the proof.
    const now = new Date();
    return db.user.create({
      data: { email: identity.email, firstName, googleId: identity.sub, googleEmail: identity.email, googleLinkedAt: now, emailVerifiedAt: now },
    });
  }
  if (existing.googleId) throw new ApiError("GOOGLE_ACCOUNT_MISMATCH", GOOGLE_ACCOUNT_MISMATCH);
  if (!opts.password) throw new ApiError("GOOGLE_LINK_NEEDS_PASSWORD", GOOGLE_LINK_NEEDS_PASSWORD, { email: identity.email });
  const owner = await loginWithPassword({ email: identity.email, password: opts.password }, opts.ip);
  await identity.take();
  // Google vouches for this very address and the password for the account: the address counts as proven.
  return attachGoogle({ userId: owner.id, identity, proveAddress: true });
}

/** The signed-in owner links a Google identity from Account Settings: a verified address and the current password. */
export async function linkGoogle(opts: { userId: string; credential: string; password: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { emailVerifiedAt: true, passwordHash: true } });
  if (!user.emailVerifiedAt) throw new ApiError("EMAIL_NOT_VERIFIED", GOOGLE_LINK_NEEDS_VERIFIED_EMAIL);
  if (!user.passwordHash) throw new ApiError("NO_PASSWORD", GOOGLE_LINK_NEEDS_A_PASSWORD);
  const attempt = await throttle.attempt([{ key: `google-link-fail:user:${opts.userId}`, backoff: CHANGE_PASSWORD_BACKOFF, onSuccess: "forget" }]);
  if (!(await verifyPassword(opts.password, user.passwordHash))) throw new ApiError("WRONG_PASSWORD", WRONG_CURRENT_PASSWORD);
  await attempt.succeeded();
  const identity = await verifiedIdentity(opts.credential);
  await identity.take();
  return attachGoogle({ userId: opts.userId, identity, proveAddress: false });
}

async function attachGoogle({ userId, identity, proveAddress }: { userId: string; identity: TGoogleIdentity; proveAddress: boolean }) {
  const holder = await db.user.findUnique({ where: { googleId: identity.sub }, select: { id: true } });
  if (holder && holder.id !== userId) throw new ApiError("GOOGLE_ACCOUNT_MISMATCH", GOOGLE_ALREADY_LINKED);
  if (holder) return db.user.findUniqueOrThrow({ where: { id: userId } });
  const now = new Date();
  // Only an account with no Google identity yet takes one: a linked one is never overwritten.
  const updated = await db.user.updateMany({
    where: { id: userId, googleId: null },
    data: { googleId: identity.sub, googleEmail: identity.email, googleLinkedAt: now },
  });
  if (updated.count === 0) throw new ApiError("GOOGLE_ACCOUNT_MISMATCH", GOOGLE_ACCOUNT_MISMATCH);
  if (proveAddress) await db.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
  await queueGoogleLinkedMail({ userId, googleEmail: identity.email, linkedAt: now });
  return db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** The owner removes Google sign-in from Account Settings; only while a password remains to sign in with. */
export async function unlinkGoogle(opts: { userId: string }): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: opts.userId }, select: { googleId: true, googleEmail: true, passwordHash: true } });
  if (!user.googleId) throw new ApiError("NOT_FOUND", GOOGLE_NOT_LINKED);
  if (!user.passwordHash) throw apiError("NO_PASSWORD", GOOGLE_UNLINK_NEEDS_PASSWORD);
  const removed = await db.user.updateMany({
    where: { id: opts.userId, googleId: user.googleId, passwordHash: { not: null } },
    data: { googleId: null, googleEmail: null, googleLinkedAt: null },
  });
  if (removed.count === 0) throw new ApiError("NOT_FOUND", GOOGLE_NOT_LINKED);
  await queueGoogleUnlinkedMail({ userId: opts.userId, googleEmail: user.googleEmail, reason: "settings" });
}

export const GOOGLE_REAUTH_MISMATCH = "That is not the Google account linked to this account. Your account was not deleted.";
export const GOOGLE_REAUTH_TOO_OLD = "Please sign in with Google again to confirm. Your account was not deleted.";
/** How recent a Google sign-in must be to confirm something as weighty as deleting the account. */
export const GOOGLE_REAUTH_MAX_AGE_SECONDS = 5 * 60;
// Google's clock and ours may differ a little.
const CLOCK_SKEW_SECONDS = 60;

/** A fresh Google sign-in of the account's own linked identity (confirming the deletion of a Google-only account). */
export async function confirmWithGoogle(opts: { googleId: string; credential: string }): Promise<void> {
  const identity = await verifiedIdentity(opts.credential);
  if (identity.sub !== opts.googleId) throw new ApiError("GOOGLE_REAUTH_MISMATCH", GOOGLE_REAUTH_MISMATCH);
  const now = Math.floor(Date.now() / 1000);
  if (identity.signedInAt < now - GOOGLE_REAUTH_MAX_AGE_SECONDS || identity.signedInAt > now + CLOCK_SKEW_SECONDS) {
    throw new ApiError("GOOGLE_SIGN_IN_TOO_OLD", GOOGLE_REAUTH_TOO_OLD);
  }
  await identity.take();
}
