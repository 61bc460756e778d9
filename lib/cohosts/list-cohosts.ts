// A guestbook's co-hosts and pending invitations, and ending either: removing a co-host's row ends their
// access on their next request (lib/guestbooks/access.ts reads it every time).
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { TCohostsJson } from "@/lib/validation/cohosts";

export const COHOST_NOT_FOUND = "This person is not a co-host of this guestbook.";
export const INVITATION_NOT_FOUND = "This invitation is not pending any more.";

export async function listCohosts(guestbookId: string, now = new Date()): Promise<TCohostsJson> {
  const [cohosts, invitations] = await Promise.all([
    db.guestbookCohost.findMany({
      where: { guestbookId },
      orderBy: { createdAt: "asc" },
      include: { user: { select: { email: true, firstName: true } } },
    }),
    db.cohostInvitation.findMany({ where: { guestbookId, usedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    cohosts: cohosts.map((row) => ({ userId: row.userId, email: row.user.email, firstName: row.user.firstName, since: row.createdAt.toISOString() })),
    invitations: invitations.map((row) => ({ id: row.id, email: row.email, expiresAt: row.expiresAt.toISOString() })),
  };
}

export async function removeCohost(opts: { guestbookId: string; userId: string }): Promise<void> {
  const removed = await db.guestbookCohost.deleteMany({ where: opts });
  if (removed.count === 0) throw notFound(COHOST_NOT_FOUND);
}

/** Revokes a pending invitation: its link stops working at once. */
export async function revokeCohostInvitation(opts: { guestbookId: string; invitationId: string }): Promise<void> {
  const revoked = await db.cohostInvitation.deleteMany({ where: { id: opts.invitationId, guestbookId: opts.guestbookId, usedAt: null } });
  if (revoked.count === 0) throw notFound(INVITATION_NOT_FOUND);
}
