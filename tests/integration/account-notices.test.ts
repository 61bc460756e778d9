// The notices the account pages send (lib/mail/account-notices.ts), queued from this process into the
// run's database and delivered by the app's mail workers: to the local mailbox, or through SMTP by the
// instance that mails a real SMTP server (started here).
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { enqueue, QUEUES, stopQueue } from "@/lib/queue/queue";
import { queueAccountDeletedMail, queuePasswordChangedMail } from "@/lib/mail/account-notices";
import { registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { databaseUrl } from "@/tests/helpers/env";
import { mailboxFor, waitForMailbox } from "@/tests/helpers/mailbox";
import { smtpForThisFile } from "@/tests/helpers/smtp";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
const smtp = smtpForThisFile();
afterAll(async () => {
  await stopQueue();
  await pool.end();
});

const rowsTo = async (email: string) => (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Mail" WHERE "to" = $1`, [email])).rows[0].n;

describe("account notices", () => {
  it("tells the owner their password was changed, once per new password", async () => {
    const { email } = await registerAndGetToken("Pat");
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    expect(await queuePasswordChangedMail(rows[0].id)).toBe(true);
    expect(await queuePasswordChangedMail(rows[0].id)).toBe(false);
    const mail = await waitForMailbox(email, /password was changed/);
    expect(mail.text).toContain("Hi Pat");
    expect(mail.text).toContain("/forgot-password");
    expect((await mailboxFor(email)).filter((message) => /password was changed/.test(message.subject))).toHaveLength(1);
    expect(await queuePasswordChangedMail("no-such-user")).toBe(false);
  });

  it("tells a deleted account's owner, by the address and name given, and keeps no row of it once delivered", async () => {
    const email = uniqueEmail("gone");
    expect(await queueAccountDeletedMail({ email, firstName: "Gwen" })).toBe(true);
    expect(
      await until(
        () => rowsTo(email),
        (left) => left === 0,
        20_000,
      ),
    ).toBe(0);
    expect(await mailboxFor(email)).toEqual([]);
  });

  it("sends such a mail through SMTP, then removes its row", async () => {
    const email = uniqueEmail("gone-smtp");
    const id = randomUUID();
    // As the SMTP instance's deletion job writes it (queueMail there), handed to that instance's queue.
    await pool.query(
      `INSERT INTO "Mail" (id, key, transport, "to", subject, html, text, ephemeral, "updatedAt")
       VALUES ($1, $2, 'smtp', $3, 'Your Echobook account was deleted', '<p>Hi Gwen</p>', 'Hi Gwen', true, now())`,
      [id, `account-deleted:${id}`, email],
    );
    await enqueue(QUEUES.mailSmtp, { mailId: id });
    const received = await smtp.waitFor(email);
    expect(received.mail.subject).toBe("Your Echobook account was deleted");
    expect(
      await until(
        () => rowsTo(email),
        (left) => left === 0,
        20_000,
      ),
    ).toBe(0);
  });
});
