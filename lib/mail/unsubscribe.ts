// One-click unsubscribe from a signed link (no sign-in): a guestbook's notes go off, a newsletter address is removed.
import "server-only";
import { db } from "@/lib/db/client";
import { apiError } from "@/lib/http/errors";
import { readUnsubscribeToken, type TUnsubscribeSubject } from "./signed-token";

export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid.";

export function subjectOf(token: string | null): TUnsubscribeSubject {
  const subject = token ? readUnsubscribeToken(token) : null;
  if (!subject) throw apiError("LINK_INVALID", UNSUBSCRIBE_LINK_INVALID);
  return subject;
}

/** What the link stops, for the page's wording (null when the guestbook is gone). */
export async function describeSubject(subject: TUnsubscribeSubject): Promise<string | null> {
  if (subject.kind === "newsletter") return "the Echobook newsletter";
  const guestbook = await db.guestbook.findUnique({ where: { id: subject.guestbookId }, select: { name: true } });
  return guestbook ? `mails about new messages in ${guestbook.name}` : null;
}

export async function unsubscribe(subject: TUnsubscribeSubject): Promise<void> {
  if (subject.kind === "guestbook") await db.guestbook.updateMany({ where: { id: subject.guestbookId }, data: { hostNotes: "off" } });
  else await db.newsletterSignup.deleteMany({ where: { email: subject.email } });
}
