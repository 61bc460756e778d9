// The owner invites a co-host by address: a new invitation (an earlier pending one to the same address
// is replaced, so only the newest link works) and the mail carrying its link.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { badRequest, conflict } from "@/lib/http/errors";
import { appLink } from "@/lib/mail/links";
import { oneLine, queueMail } from "@/lib/mail/queue-mail";
import { CohostInvitationMail } from "@/lib/mail/templates/cohost-mails";
import { COHOST_INVITATION_DAYS, MAX_PENDING_COHOST_INVITATIONS } from "@/lib/validation/cohosts";
import { hashCohostToken, newCohostToken } from "./cohost-token";

export const INVITE_OWN_ADDRESS = "You own this guestbook already. Enter the address of the person you want to invite.";
export const ALREADY_COHOST = "This person is already a co-host of this guestbook.";
export const TOO_MANY_INVITATIONS = `This guestbook has ${MAX_PENDING_COHOST_INVITATIONS} invitations waiting. Revoke one before you invite someone else.`;

export type TInvitationJson = { id: string; email: string; expiresAt: string };

export async function inviteCohost(opts: {
  guestbook: Guestbook;
  email: string;
  inviter: { id: string; email: string; firstName: string };
}): Promise<{ invitation: TInvitationJson; mailed: boolean }> {
  const { guestbook, email, inviter } = opts;
  if (email === inviter.email.toLowerCase()) throw badRequest(INVITE_OWN_ADDRESS, { fields: { email: INVITE_OWN_ADDRESS } });
  const existing = await db.guestbookCohost.count({ where: { guestbookId: guestbook.id, user: { email: { equals: email, mode: "insensitive" } } } });
  if (existing > 0) throw conflict(ALREADY_COHOST);
  const now = new Date();
  const pending = { guestbookId: guestbook.id, usedAt: null, expiresAt: { gt: now } };
  const others = await db.cohostInvitation.count({ where: { ...pending, NOT: { email } } });
  if (others >= MAX_PENDING_COHOST_INVITATIONS) throw conflict(TOO_MANY_INVITATIONS);

  const token = newCohostToken();
  const expiresAt = new Date(now.getTime() + COHOST_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const [, row] = await db.$transaction([
    db.cohostInvitation.deleteMany({ where: { guestbookId: guestbook.id, email, usedAt: null } }),
    db.cohostInvitation.create({ data: { guestbookId: guestbook.id, email, tokenHash: hashCohostToken(token), expiresAt } }),
  ]);
  const inviterName = oneLine(inviter.firstName, 60) || "The host";
  const mailed = await queueMail({
    key: `cohost-invitation:${row.id}`,
    to: email,
    subject: oneLine(`${inviterName} invited you to co-host “${guestbook.name}” on Echobook`),
    body: createElement(CohostInvitationMail, { inviterName, guestbookName: guestbook.name, acceptLink: appLink(`/cohost/${token}`) }),
    secret: token,
  });
  return { invitation: { id: row.id, email: row.email, expiresAt: row.expiresAt.toISOString() }, mailed };
}
