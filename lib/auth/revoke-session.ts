// Ending sessions before their tokens expire. One session (a logout): its id is kept as revoked until
// the token would have expired anyway. Every session of a user (log out everywhere, a new password):
// the user's session version goes up, and every token signed with an older one is refused.
import "server-only";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { LOGOUT_FAILED } from "@/lib/validation/auth";
import { sessionMaxAgeSeconds } from "./token";

export async function revokeSession(sid: string): Promise<void> {
  const expiresAt = new Date(Date.now() + sessionMaxAgeSeconds() * 1000);
  await db.$transaction([
    // Revocations outlive their tokens by nothing: the expired ones go whenever another is written.
    db.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    db.revokedSession.upsert({ where: { sid }, create: { sid, expiresAt }, update: {} }),
  ]);
}

/**
 * A logout: the session is recorded as ended, or the caller is told it was not (503), so the cookie is
 * cleared only once every copy of the token is refused. A logout that only cleared the cookie would leave
 * a copied token working for up to 30 days.
 */
export async function endSession(sid: string): Promise<void> {
  try {
    await revokeSession(sid);
  } catch (error) {
    console.error("[echobook] a logout could not record its session as ended", error);
    throw new ApiError("UNAVAILABLE", LOGOUT_FAILED, { retryAfterSeconds: 5 });
  }
}

export async function isRevoked(sid: string): Promise<boolean> {
  return (await db.revokedSession.count({ where: { sid } })) > 0;
}

export async function endAllSessions(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
