// Where this instance's mails go. With SMTP_URL: the mail server. Without it, the local outbox (read at
// /dev/mailbox) under the conditions of the local test-payment mode (`npm run dev`, a loopback APP_URL)
// or when MAIL_MODE=outbox says so; anywhere else nowhere: the app says so at start, each mail is kept
// as failed for `npm run admin -- mail-failures`, and pages that need mail say what to do instead.
import "server-only";
import { getEnv, type TEnv } from "@/lib/env";
import { cameFromThisMachine } from "@/lib/http/local-request";
import { isLocalSetup } from "@/lib/local-setup";

export type TMailTransport = "smtp" | "outbox" | "none";

export function mailTransportOf(env: Pick<TEnv, "SMTP_URL" | "MAIL_MODE" | "NODE_ENV" | "APP_URL">): TMailTransport {
  if (env.MAIL_MODE === "outbox") return "outbox";
  if (env.SMTP_URL) return "smtp";
  return isLocalSetup(env) ? "outbox" : "none";
}

export function mailTransport(): TMailTransport {
  return mailTransportOf(getEnv());
}

/**
 * The local mailbox (/dev/mailbox and its API) exists where mails go to the outbox, and answers only a
 * request made on this machine, not through a proxy or tunnel (lib/http/local-request.ts).
 */
export function mailboxOpenTo(headers: Headers): boolean {
  return mailTransport() === "outbox" && cameFromThisMachine(headers);
}

export function canSendMail(): boolean {
  return mailTransport() !== "none";
}

/** Said at start by an instance whose mails cannot go anywhere (instrumentation.ts). */
export const NO_MAIL_SERVER_WARNING =
  "[echobook] No mail server: SMTP_URL is not set, so password resets, address verification, contact messages and host notes cannot be mailed. " +
  "Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM; until then each mail is kept as failed (npm run admin -- mail-failures).";

export const NO_MAIL_SERVER_FAILURE = "No mail server is configured (SMTP_URL is not set).";
