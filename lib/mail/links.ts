// Absolute links in mails, always on the configured APP_URL (never on a request's Host header).
import "server-only";
import { getEnv } from "@/lib/env";

export function appLink(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}

/** The From: header: MAIL_FROM, else Echobook at the APP_URL's host. */
export function mailFrom(): string {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  return `Echobook <no-reply@${new URL(env.APP_URL).hostname}>`;
}

/** Where contact messages go: SUPPORT_EMAIL, else the From address. */
export function supportAddress(): string {
  const env = getEnv();
  if (env.SUPPORT_EMAIL) return env.SUPPORT_EMAIL;
  const from = mailFrom();
  return from.match(/<([^>]+)>/)?.[1] ?? from;
}
