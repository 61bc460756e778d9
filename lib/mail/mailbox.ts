// The local mailbox: the mails this setup delivered to its outbox, newest first.
import "server-only";
import { db } from "@/lib/db/client";

export type TMailboxMessage = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export async function listMailbox(limit = 100): Promise<TMailboxMessage[]> {
  const mails = await db.mail.findMany({
    where: { transport: "outbox", status: "sent" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, to: true, subject: true, text: true, html: true, createdAt: true },
  });
  return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
}
