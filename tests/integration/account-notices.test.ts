// The notices the account pages send (lib/mail/account-notices.ts), queued from this process into the
// run's database and delivered by the app's mail worker to its local mailbox.
import { Pool } from "pg";
import { stopQueue } from "@/lib/jobs/queue";
import { queueAccountDeletedMail, queuePasswordChangedMail } from "@/lib/mail/account-notices";
import { registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { databaseUrl } from "@/tests/helpers/env";
import { mailboxFor, waitForMailbox } from "@/tests/helpers/mailbox";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(async () => {
  await stopQueue();
  await pool.end();
});

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

  it("tells a deleted account's owner, by the address and name given", async () => {
    const email = uniqueEmail("gone");
    expect(await queueAccountDeletedMail({ email, firstName: "Gwen" })).toBe(true);
    const mail = await waitForMailbox(email, /account was deleted/);
    expect(mail.text).toContain("Hi Gwen");
    expect(mail.html).toContain("Echobook");
  });
});
