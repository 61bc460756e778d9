// The mail job: sends a queued mail through the mail server, or in the local outbox marks it delivered.
// A mail marked sent is never sent again, so a job run twice (a retry after a crash, the sweep) sends
// it once; a crash between the server's acceptance and the mark may send it twice, which the fixed
// Message-ID lets mail clients fold into one. Once an SMTP mail is sent (or given up), its link token is
// cleared; an ephemeral mail (an account's deletion notice) is removed. In the local outbox the row is
// the delivered mail, read at /dev/mailbox, so its link stays readable there.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { mailFrom } from "./links";
import { withSecret } from "./mail-secret";

let transporter: Transporter | undefined;

function smtpTransporter(): Transporter {
  const url = getEnv().SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set.");
  // Short timeouts: a mail server that does not answer is a failed attempt, retried by the queue.
  transporter ??= nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return transporter;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export async function deliverMail(mailId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const mail = await db.mail.findUnique({ where: { id: mailId } });
  if (!mail || mail.status === "sent" || mail.transport === "none") return;
  await db.mail.updateMany({ where: { id: mail.id }, data: { attempts: { increment: 1 } } });
  try {
    if (mail.transport === "smtp") {
      const host = new URL(getEnv().APP_URL).hostname;
      await smtpTransporter().sendMail({
        from: mailFrom(),
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: withSecret(mail.html, mail.secret),
        text: withSecret(mail.text, mail.secret),
        headers: mail.headers as Record<string, string>,
        messageId: `<${mail.id}@${host}>`,
      });
    }
    // updateMany/deleteMany: the row may have gone meanwhile with its account (lib/account/).
    if (mail.ephemeral) await db.mail.deleteMany({ where: { id: mail.id } });
    else
      await db.mail.updateMany({
        where: { id: mail.id },
        data: { status: "sent", sentAt: new Date(), lastError: null, ...(mail.transport === "smtp" ? { secret: null } : {}) },
      });
  } catch (error) {
    if (lastAttempt && mail.ephemeral) await db.mail.deleteMany({ where: { id: mail.id } });
    else
      await db.mail.updateMany({
        where: { id: mail.id },
        data: { status: lastAttempt ? "failed" : "queued", lastError: errorText(error), ...(lastAttempt ? { secret: null } : {}) },
      });
    throw error;
  }
}
