// The local mailbox: the mails this setup delivered to its outbox, newest first, with their links (the
// outbox is where these mails are delivered, so a reset link must work from here).
import "server-only";
import { db } from "@/lib/db/client";
import { withSecret } from "./mail-secret";

export type TMailboxMessage = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export async function listMailbox(limit = 100): Promise<TMailboxMessage[]> {
  const mails = await db.mail.findMany({
    where: { transport: "outbox", status: "sent" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, to: true, subject: true, text: true, html: true, secret: true, createdAt: true },
  });
  return mails.map(({ secret, ...mail }) => ({
    ...mail,
    text: withSecret(mail.text, secret),
    html: withSecret(mail.html, secret),
    createdAt: mail.createdAt.toISOString(),
  }));
}
