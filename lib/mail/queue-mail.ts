// Queuing a mail: rendered now (HTML and plain text from one React component), kept as a row whose
// unique key makes the same event queue one mail however often it is reported, then handed to the job
// queue. Never throws: the request that caused a mail (a guest's recording, a sign-up) must not fail
// or wait because mail could not be queued; a failure is logged, and a row left queued is sent again
// by the sweep (lib/mail/sweep-mail.ts). A link token (`secret`) is kept apart from the stored html and
// text (lib/mail/mail-secret.ts), so the row holds no usable link once the mail has gone.
import "server-only";
import { randomUUID } from "node:crypto";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { db } from "@/lib/db/client";
import { enqueue, QUEUES, type TMailJob } from "@/lib/queue/queue";
import { withoutSecret } from "./mail-secret";
import { mailTransport, NO_MAIL_SERVER_FAILURE, type TMailTransport } from "./mail-mode";

export type TMailInput = {
  /** One mail per key, ever: the event it tells of (`password-reset:<tokenId>`). */
  key: string;
  to: string;
  replyTo?: string;
  subject: string;
  body: ReactElement;
  headers?: Record<string, string>;
  /** The link token the body carries (a reset or verification link): stored apart, put in at sending. */
  secret?: string;
  /** The row is removed once sent (the notice of an account's deletion); where no mail can go it is not kept. */
  ephemeral?: boolean;
};

/** Subjects and names from users are one line: no header can be smuggled in with a line break. */
export function oneLine(text: string, max = 200): string {
  return text
    .replace(/[\r\n\t\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

export function queueNameFor(transport: Exclude<TMailTransport, "none">) {
  return transport === "smtp" ? QUEUES.mailSmtp : QUEUES.mailOutbox;
}

/** Hands a job to this instance's mail queue; false (logged) when the queue cannot take it now. */
export async function enqueueMailJob(job: TMailJob, options: { startAfter?: Date; singletonKey?: string } = {}): Promise<boolean> {
  const transport = mailTransport();
  if (transport === "none") return false;
  try {
    await enqueue(queueNameFor(transport), job, options);
    return true;
  } catch (error) {
    console.error("[echobook] could not queue a mail job", error);
    return false;
  }
}

/** Queues one mail; answers whether a new mail was queued (false for a repeated key or a failure, which is logged). */
export async function queueMail(input: TMailInput): Promise<boolean> {
  try {
    const transport = mailTransport();
    if (transport === "none" && input.ephemeral) {
      console.warn(`[echobook] the mail ${input.key.split(":")[0]} was not sent: ${NO_MAIL_SERVER_FAILURE}`);
      return false;
    }
    const [rendered, renderedText] = await Promise.all([render(input.body), render(input.body, { plainText: true })]);
    const [html, text] = input.secret ? [withoutSecret(rendered, input.secret), withoutSecret(renderedText, input.secret)] : [rendered, renderedText];
    // A mail that can never be sent keeps no link that works.
    const secret = input.secret && transport !== "none" ? input.secret : null;
    const rows = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO "Mail" ("id", "key", "transport", "to", "replyTo", "subject", "html", "text", "headers", "secret", "ephemeral", "status", "lastError", "updatedAt")
      VALUES (${randomUUID()}, ${input.key}, ${transport}::"MailTransport", ${oneLine(input.to, 320)}, ${input.replyTo ? oneLine(input.replyTo, 320) : null},
        ${oneLine(input.subject)}, ${html}, ${text}, ${JSON.stringify(input.headers ?? {})}::jsonb, ${secret}, ${input.ephemeral === true},
        ${transport === "none" ? "failed" : "queued"}::"MailStatus", ${transport === "none" ? NO_MAIL_SERVER_FAILURE : null}, now())
      ON CONFLICT ("key") DO NOTHING
      RETURNING "id"`;
    if (rows.length === 0) return false;
    if (transport !== "none") await enqueueMailJob({ mailId: rows[0].id }, { singletonKey: rows[0].id });
    return true;
  } catch (error) {
    console.error(`[echobook] could not queue the mail ${input.key}`, error);
    return false;
  }
}
