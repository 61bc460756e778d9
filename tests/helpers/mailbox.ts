// The local mailbox of an instance whose mails go to its outbox (GET /api/dev/mailbox).
import { api } from "./api";
import { baseUrl } from "./env";
import { until } from "./wait";

export type TMailboxMessage = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export async function mailboxFor(to: string, base = baseUrl): Promise<TMailboxMessage[]> {
  const result = await api("/api/dev/mailbox", { base });
  if (result.status !== 200) throw new Error(`mailbox answered ${result.status}`);
  return (result.body.messages as TMailboxMessage[]).filter((message) => message.to === to);
}

/** Waits for a mail to `to` whose subject matches; throws when none came within 20 s. */
export async function waitForMailbox(to: string, subject: RegExp, base = baseUrl): Promise<TMailboxMessage> {
  const found = await until(
    async () => (await mailboxFor(to, base)).find((message) => subject.test(message.subject)),
    (message) => message !== undefined,
    20_000,
  );
  if (!found) throw new Error(`No mail to ${to} with a subject like ${subject} in the mailbox`);
  return found;
}
