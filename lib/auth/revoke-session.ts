// Ending sessions before their tokens expire. One session (a logout): its id is kept as revoked until
// the token would have expired anyway. Every session of a user (log out everywhere, a new password):
// the user's session version goes up, and every token signed with an older one is refused.
import "server-only";
import { db } from "@/lib/db/client";
import { sessionMaxAgeSeconds } from "./token";

export async function revokeSession(sid: string): Promise<void> {
  const expiresAt = new Date(Date.now() + sessionMaxAgeSeconds() * 1000);
  await db.$transaction([
    // Revocations outlive their tokens by nothing: the expired ones go whenever another is written.
    db.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    db.revokedSession.upsert({ where: { sid }, create: { sid, expiresAt }, update: {} }),
  ]);
}

export async function isRevoked(sid: string): Promise<boolean> {
  return (await db.revokedSession.count({ where: { sid } })) > 0;
}

export async function endAllSessions(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
