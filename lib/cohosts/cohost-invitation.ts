// Reading and accepting an invitation by its link's token. Reading has no effect (the /cohost page shows
// what the link is for); accepting takes the invitation in one conditional update, so a link works once
// even when two requests race, and only for the account whose address it was sent to.
import "server-only";
import { db } from "@/lib/db/client";
import { ApiError, conflict, forbidden } from "@/lib/http/errors";
import { ZCohostToken } from "@/lib/validation/cohosts";
import { hashCohostToken } from "./cohost-token";

export type TInvitationState = "unknown" | "used" | "expired";

export const INVITATION_ERRORS: Record<TInvitationState, string> = {
  unknown: "This invitation link is not valid. Please ask the host to invite you again.",
  used: "This invitation has already been used. If you accepted it, the guestbook is on your dashboard.",
  expired: "This invitation has expired. Please ask the host to invite you again.",
};
export const WRONG_ACCOUNT = "This invitation was sent to another email address. Sign in with the address it was sent to, then open the link again.";
export const OWNER_ALREADY = "You own this guestbook already.";

export type TLiveInvitation = { id: string; email: string; guestbookId: string; guestbookName: string; ownerId: string; expiresAt: Date };

/** The live invitation behind a token, or why there is none. */
export async function readCohostInvitation(token: string, now = new Date()): Promise<TLiveInvitation | { refused: TInvitationState }> {
  if (!ZCohostToken.safeParse(token).success) return { refused: "unknown" };
  const row = await db.cohostInvitation.findUnique({
    where: { tokenHash: hashCohostToken(token) },
    include: { guestbook: { select: { name: true, ownerId: true } } },
  });
  if (!row) return { refused: "unknown" };
  if (row.usedAt) return { refused: "used" };
  if (row.expiresAt <= now) return { refused: "expired" };
  return {
    id: row.id,
    email: row.email,
    guestbookId: row.guestbookId,
    guestbookName: row.guestbook.name,
    ownerId: row.guestbook.ownerId,
    expiresAt: row.expiresAt,
  };
}

export function invitationRefused(state: TInvitationState): ApiError {
  return new ApiError("LINK_INVALID", INVITATION_ERRORS[state], { reason: state });
}

/** Makes the signed-in user a co-host by the invitation; answers the guestbook's id. */
export async function acceptCohostInvitation(opts: { token: string; user: { id: string; email: string } }): Promise<{ guestbookId: string }> {
  const invitation = await readCohostInvitation(opts.token);
  if ("refused" in invitation) throw invitationRefused(invitation.refused);
  if (invitation.email.toLowerCase() !== opts.user.email.toLowerCase()) throw forbidden(WRONG_ACCOUNT);
  if (invitation.ownerId === opts.user.id) throw conflict(OWNER_ALREADY);
  const now = new Date();
  const taken = await db.cohostInvitation.updateMany({ where: { id: invitation.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (taken.count !== 1) throw invitationRefused("used");
  const key = { guestbookId: invitation.guestbookId, userId: opts.user.id };
  await db.guestbookCohost.upsert({ where: { guestbookId_userId: key }, create: key, update: {} });
  return { guestbookId: invitation.guestbookId };
}
