// The Contact us form for real, against the instance that mails a real SMTP server (started here):
// stored, mailed to SUPPORT_EMAIL with Reply-To the sender, no header injection, bounded, throttled.
import { Pool } from "pg";
import { api, asVisitor, registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { databaseUrl, mailBaseUrl } from "@/tests/helpers/env";
import { smtpForThisFile } from "@/tests/helpers/smtp";

const SUPPORT = "support@echobook.test";
const pool = new Pool({ connectionString: databaseUrl, max: 2 });
// Each test makes accounts (a scrypt hash each) and waits for mail: slow on a loaded machine.
jest.setTimeout(120_000);
const smtp = smtpForThisFile();
afterAll(() => pool.end());

const contact = (json: unknown, headers = asVisitor()) => api("/api/contact", { base: mailBaseUrl, method: "POST", json, headers });

describe("POST /api/contact", () => {
  it("stores the message and mails it to support with Reply-To the sender", async () => {
    const email = uniqueEmail("ada");
    const sent = await contact({ name: "Ada", email, message: "Hello!\n\nCan I record in two languages?" });
    expect(sent.status).toBe(201);
    const received = await smtp.waitFor(SUPPORT, (m) => m.mail.replyTo?.text === email);
    expect(received.mail.subject).toBe("Contact form: Ada");
    expect(received.mail.text).toContain("Can I record in two languages?");
    const { rows } = await pool.query(`SELECT name, message, "handledAt" FROM "ContactMessage" WHERE email = $1`, [email]);
    expect(rows).toEqual([{ name: "Ada", message: "Hello!\n\nCan I record in two languages?", handledAt: null }]);
  });

  it("keeps a name with a line break and a Bcc: header to one subject line", async () => {
    const email = uniqueEmail("inject");
    expect((await contact({ name: "Eve\r\nBcc: x@y.example\r\nX-Evil: 1", email, message: "hi" })).status).toBe(201);
    const received = await smtp.waitFor(SUPPORT, (m) => m.mail.replyTo?.text === email);
    expect(received.envelopeTo).toEqual([SUPPORT]);
    expect(received.mail.bcc).toBeUndefined();
    expect(received.mail.headers.has("x-evil")).toBe(false);
    expect(received.mail.subject).toBe("Contact form: Eve Bcc: x@y.example X-Evil: 1");
    expect(smtp.mailsTo("x@y.example")).toHaveLength(0);
  });

  it("refuses a 1 MB message, a message over 5000 characters and missing fields", async () => {
    const email = uniqueEmail("big");
    const huge = await api("/api/contact", {
      base: mailBaseUrl,
      method: "POST",
      raw: JSON.stringify({ name: "Big", email, message: "x".repeat(1024 * 1024) }),
      headers: asVisitor(),
    });
    expect(huge.status).toBe(413);
    const long = await contact({ name: "Long", email, message: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Your message must be at most 5000 characters.");
    expect((await contact({ name: " ", email, message: "hi" })).body.error).toBe("Please enter your name.");
    expect((await contact({ name: "A", email: "nope", message: "hi" })).body.error).toBe("Please enter a valid email address.");
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "ContactMessage" WHERE email = $1`, [email]);
    expect(rows[0].n).toBe(0);
  });

  it("takes at most 5 messages an hour from one sender's address, whatever emails it types", async () => {
    const sender = asVisitor();
    const victim = uniqueEmail("victim");
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await contact({ name: "Chatty", email: i % 2 ? uniqueEmail("chatty") : victim, message: `number ${i}` }, sender)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The email nobody proved is not what is counted: its owner, elsewhere, can still write to support.
    expect((await contact({ name: "Victim", email: victim, message: "hello" })).status).toBe(201);
  });

  it("lets admins, and only admins, mark a message handled", async () => {
    const email = uniqueEmail("handled");
    await contact({ name: "Hal", email, message: "please" });
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "ContactMessage" WHERE email = $1`, [email]);
    const admin = await registerAndGetToken("Admin", mailBaseUrl);
    const path = `/api/admin/contact-messages/${rows[0].id}`;
    expect((await api(path, { base: mailBaseUrl, method: "PATCH", token: admin.token, json: { handled: true } })).status).toBe(403);
    await pool.query(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [admin.email]);
    const marked = await api(path, { base: mailBaseUrl, method: "PATCH", token: admin.token, json: { handled: true } });
    expect(marked.status).toBe(200);
    expect((marked.body.message as { handledAt: string | null }).handledAt).not.toBeNull();
    const page = await fetch(`${mailBaseUrl}/admin/messages`, { headers: { cookie: `next-auth.session-token=${admin.token}` } });
    expect(await page.text()).toContain(email);
  });
});
