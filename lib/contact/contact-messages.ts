// Messages from the Contact us dialog: kept in a table for the admins (/admin/messages) and mailed to
// SUPPORT_EMAIL with the sender as Reply-To. The sender's name only ever goes into the subject as one
// line (lib/mail/queue-mail.ts `oneLine`), so it cannot add a header.
import "server-only";
import { createElement } from "react";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { supportAddress } from "@/lib/mail/links";
import { oneLine, queueMail } from "@/lib/mail/queue-mail";
import { ContactMail } from "@/lib/mail/templates/contact-mail";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import type { TContactBody } from "@/lib/validation/contact";

export const TOO_MANY_CONTACT_MESSAGES = "You have sent several messages already. Please wait a while before sending another.";
// Counted by the sender's address (lib/http/client-ip.ts), never by the email typed in: nobody proved it,
// so keying on it would let anyone spend another person's messages to support.
const MESSAGES_PER_SENDER = { max: 5, windowSeconds: 3600 };

/** Stores and mails a message from `senderAddress` (its client address), at most 5 an hour from one. */
export async function receiveContactMessage(body: TContactBody, senderAddress: string): Promise<void> {
  await enforceLimit(`contact-message:ip:${senderAddress}`, MESSAGES_PER_SENDER, TOO_MANY_CONTACT_MESSAGES);
  const message = await db.contactMessage.create({ data: { name: oneLine(body.name, 100), email: body.email, message: body.message } });
  await queueMail({
    key: `contact:${message.id}`,
    to: supportAddress(),
    replyTo: message.email,
    subject: `Contact form: ${message.name}`,
    body: createElement(ContactMail, { name: message.name, email: message.email, message: message.message }),
  });
}

export type TContactMessageRow = { id: string; name: string; email: string; message: string; createdAt: string; handledAt: string | null };

export async function listContactMessages(): Promise<TContactMessageRow[]> {
  const rows = await db.contactMessage.findMany({ orderBy: [{ handledAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }], take: 200 });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null }));
}

export async function markContactMessage(id: string, handled: boolean): Promise<TContactMessageRow> {
  const updated = await db.contactMessage.updateMany({ where: { id }, data: { handledAt: handled ? new Date() : null } });
  if (updated.count === 0) throw notFound();
  const row = await db.contactMessage.findUniqueOrThrow({ where: { id } });
  return { ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null };
}
