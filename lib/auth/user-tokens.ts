// Links mailed to a user (password reset, address verification): 32 random bytes in the link, only
// their SHA-256 in the database, so a database reader cannot use a pending link. A token is used once:
// taking it is one conditional update, so two requests with the same link cannot both succeed.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { db } from "@/lib/db/client";
import type { UserTokenPurpose } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { queueMail } from "@/lib/mail/queue-mail";

export const LINK_INVALID = "This link is invalid or has expired. Please ask for a new one.";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues a token of `purpose` for `user`, live for `ttlSeconds`, and queues the mail carrying its link
 * (`key` and the token's id name the mail, so a retry does not send it twice); whether it was queued.
 */
export async function mailUserLink(
  user: { id: string; email: string },
  mail: { purpose: UserTokenPurpose; ttlSeconds: number; key: string; subject: string; body: (token: string) => ReactElement },
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + mail.ttlSeconds * 1000);
  const row = await db.userToken.create({ data: { userId: user.id, email: user.email, purpose: mail.purpose, tokenHash: hashToken(token), expiresAt } });
  return queueMail({ key: `${mail.key}:${row.id}`, to: user.email, subject: mail.subject, body: mail.body(token), secret: token });
}

/** Takes a live token of `purpose` (marks it used) and answers its row; an unknown, used, expired or altered one is a 400 LINK_INVALID. */
export async function takeUserToken(token: string, purpose: UserTokenPurpose) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError("LINK_INVALID", LINK_INVALID);
  const tokenHash = hashToken(token);
  const taken = await db.userToken.updateMany({ where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } });
  if (taken.count !== 1) throw new ApiError("LINK_INVALID", LINK_INVALID);
  const row = await db.userToken.findUnique({ where: { tokenHash } });
  if (!row) throw new ApiError("LINK_INVALID", LINK_INVALID);
  return row;
}

/** Whether a token is live (for a page that shows its form or says the link is dead), without using it. */
export async function isUserTokenLive(token: string, purpose: UserTokenPurpose): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return (await db.userToken.count({ where: { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: { gt: new Date() } } })) > 0;
}
