// Nonces that bind a Google ID token to one sign-in started here: the browser asks for one before Google's
// button runs (POST /api/auth/google/nonce), Google puts it in the token, and the server takes it once.
// A token captured after its use, or minted without our nonce (One Tap, another site), is refused; and
// the nonce's own time, not the token's `iat`, dates the sign-in (the deletion re-check needs a fresh one).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";

/** How long a nonce waits for its sign-in. */
export const GOOGLE_NONCE_TTL_SECONDS = 10 * 60;

const digest = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

export async function issueGoogleNonce(): Promise<string> {
  const nonce = randomBytes(32).toString("base64url");
  await db.googleNonce.create({ data: { id: digest(nonce) } });
  return nonce;
}

/** When a nonce was issued, while it is unused and in time; null otherwise. Does not take it. */
export async function peekGoogleNonce(nonce: unknown, now = new Date()): Promise<Date | null> {
  if (typeof nonce !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(nonce)) return null;
  const row = await db.googleNonce.findFirst({
    where: { id: digest(nonce), usedAt: null, createdAt: { gt: new Date(now.getTime() - GOOGLE_NONCE_TTL_SECONDS * 1000) } },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}

/** Takes a nonce once: when it was issued, or null for one unknown, used or past its time. */
export async function takeGoogleNonce(nonce: unknown, now = new Date()): Promise<Date | null> {
  if (typeof nonce !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(nonce)) return null;
  const id = digest(nonce);
  const taken = await db.googleNonce.updateMany({
    where: { id, usedAt: null, createdAt: { gt: new Date(now.getTime() - GOOGLE_NONCE_TTL_SECONDS * 1000) } },
    data: { usedAt: now },
  });
  if (taken.count !== 1) return null;
  return (await db.googleNonce.findUniqueOrThrow({ where: { id }, select: { createdAt: true } })).createdAt;
}

/** Forgets nonces a day old (the sweep). */
export async function forgetOldGoogleNonces(now = new Date()): Promise<number> {
  return (await db.googleNonce.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 24 * 3600 * 1000) } } })).count;
}
