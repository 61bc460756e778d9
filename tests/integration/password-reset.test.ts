// Password reset over HTTP against the instance that mails a real SMTP server (started here): the
// journey from asking to signing in with the new password, and every way a link or a request can be bad.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { api, asVisitor, registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { databaseUrl, mailBaseUrl } from "@/tests/helpers/env";
import { linkIn, smtpForThisFile } from "@/tests/helpers/smtp";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
// Each test makes accounts (a scrypt hash each) and waits for mail: slow on a loaded machine.
jest.setTimeout(120_000);
const smtp = smtpForThisFile();
afterAll(() => pool.end());

const RESET_SUBJECT = /Reset your Echobook password/;
const forgot = (email: string, visitor = asVisitor()) =>
  api("/api/auth/forgot-password", { base: mailBaseUrl, method: "POST", json: { email }, headers: visitor });
const reset = (token: string, password: string) =>
  api("/api/auth/reset-password", { base: mailBaseUrl, method: "POST", json: { token, password }, headers: asVisitor() });
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(202);
  return linkIn(await smtp.waitFor(email, (m) => RESET_SUBJECT.test(m.mail.subject ?? "")), "/reset-password/");
}

describe("password reset", () => {
  it("mails a one-use link that sets the new password, ends the old sessions and signs in", async () => {
    const { email, password, token: oldSession } = await registerAndGetToken("Rita", mailBaseUrl);
    const asked = await forgot(email);
    expect(asked.status).toBe(202);
    const received = await smtp.waitFor(email, (m) => RESET_SUBJECT.test(m.mail.subject ?? ""));
    expect(received.mail.from?.text).toContain("hello@echobook.test");
    expect(received.mail.html).toContain("Choose a new password");
    expect(received.mail.text).toContain("Hi Rita");
    const link = linkIn(received, "/reset-password/");
    expect(link.startsWith(`${mailBaseUrl}/reset-password/`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Save the new password");

    const done = await reset(tokenOf(link), "a brand new secret");
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toMatch(/next-auth\.session-token=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect((await api("/api/user/profile", { base: mailBaseUrl, token: String(done.body.token) })).status).toBe(200);
    // The session from before the reset is over; the old password no longer signs in, the new one does.
    expect((await api("/api/user/profile", { base: mailBaseUrl, token: oldSession })).status).toBe(401);
    const login = (pw: string) => api("/api/auth/login", { base: mailBaseUrl, method: "POST", json: { email, password: pw }, headers: asVisitor() });
    expect((await login(password)).status).toBe(401);
    expect((await login("a brand new secret")).status).toBe(200);

    // Used once: the same link again is refused, and its page says so.
    const again = await reset(tokenOf(link), "another new secret");
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("LINK_INVALID");
    expect(await (await fetch(link)).text()).toContain("This link is invalid or has expired");
    await smtp.waitFor(email, (m) => /password was changed/.test(m.mail.subject ?? ""));
  });

  it("refuses an expired, altered or made-up link and a link of a deleted account", async () => {
    const { email } = await registerAndGetToken("Ed", mailBaseUrl);
    const first = tokenOf(await resetLinkFor(email));
    await pool.query(`UPDATE "UserToken" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = (SELECT id FROM "User" WHERE email = $1)`, [email]);
    expect((await reset(first, "a brand new secret")).body.code).toBe("LINK_INVALID");

    await pool.query(`DELETE FROM "RateLimit" WHERE key = $1`, [`password-reset:account:${email}`]);
    const second = tokenOf(await resetLinkFor(email));
    const altered = `${second.slice(0, -1)}${second.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "x".repeat(43), "short", ""]) {
      const answer = await reset(bad, "a brand new secret");
      expect(answer.status).toBe(400);
    }
    // A password that breaks the sign-up rules is refused before the link is spent.
    const weak = await reset(second, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe("Password must be at least 8 characters long");
    await pool.query(`DELETE FROM "User" WHERE email = $1`, [email]);
    const deleted = await reset(second, "a brand new secret");
    expect(deleted.status).toBe(400);
    expect(deleted.body.code).toBe("LINK_INVALID");
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const { email } = await registerAndGetToken("Kim", mailBaseUrl);
    const unknown = uniqueEmail("nobody");
    const [known, stranger] = [await forgot(email), await forgot(unknown)];
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    await smtp.waitFor(email, (m) => RESET_SUBJECT.test(m.mail.subject ?? ""));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it("mails an account at most 5 links an hour and lets one address ask at most 20 times", async () => {
    const { email } = await registerAndGetToken("Max", mailBaseUrl);
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push((await forgot(email)).status);
    expect(answers.every((status) => status === 202)).toBe(true);
    const resetMails = () => smtp.mailsTo(email).filter((m) => RESET_SUBJECT.test(m.mail.subject ?? ""));
    await smtp.waitFor(email, () => resetMails().length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(resetMails()).toHaveLength(5);

    const visitor = asVisitor();
    const fromOne = [];
    for (let i = 0; i < 50; i += 1) fromOne.push((await forgot(uniqueEmail("spray"), visitor)).status);
    expect(fromOne.filter((status) => status === 202)).toHaveLength(20);
    expect(fromOne.slice(20).every((status) => status === 429)).toBe(true);
  });

  it("keeps no usable link in the database once the mail is sent", async () => {
    const { email } = await registerAndGetToken("Reda", mailBaseUrl);
    const token = tokenOf(await resetLinkFor(email));
    const row = async () =>
      (
        await pool.query<{ html: string; text: string; secret: string | null; status: string }>(
          `SELECT html, text, secret, status FROM "Mail" WHERE "to" = $1 AND subject = 'Reset your Echobook password'`,
          [email],
        )
      ).rows[0];
    // The row is marked sent just after the server accepted the mail.
    for (let i = 0; i < 50 && (await row()).status !== "sent"; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = await row();
    expect(stored.status).toBe("sent");
    expect(stored.secret).toBeNull();
    expect(`${stored.html}\n${stored.text}`).not.toContain(token);
    expect(stored.text).toContain("/reset-password/");
    // The link itself still works for its owner.
    expect((await reset(token, "a brand new secret")).status).toBe(200);
  });

  it("removes a Google link made before the address was verified, and mails the owner; a later link stays", async () => {
    const { email: squatted } = await registerAndGetToken("Sally", mailBaseUrl);
    // A link from before Account Settings asked for a verified address (or made while none was).
    await pool.query(`UPDATE "User" SET "googleId" = $2, "googleEmail" = 'squatter@example.test', "googleLinkedAt" = now() WHERE email = $1`, [
      squatted,
      `squat-${randomUUID()}`,
    ]);
    const link = await resetLinkFor(squatted);
    expect((await reset(tokenOf(link), "the real owner's password")).status).toBe(200);
    const after = (await pool.query(`SELECT "googleId", "googleEmail", "googleLinkedAt", "emailVerifiedAt" FROM "User" WHERE email = $1`, [squatted])).rows[0];
    expect(after).toMatchObject({ googleId: null, googleEmail: null, googleLinkedAt: null, emailVerifiedAt: expect.any(Date) });
    const notice = await smtp.waitFor(squatted, (m) => /Google sign-in was removed/.test(m.mail.subject ?? ""));
    expect(notice.mail.text).toContain("squatter@example.test can no longer sign in");
    expect(notice.mail.text).toContain("before your email address was verified");

    const { email: owner } = await registerAndGetToken("Olga", mailBaseUrl);
    await pool.query(
      `UPDATE "User" SET "emailVerifiedAt" = now() - interval '1 day', "googleId" = $2, "googleEmail" = 'olga@example.test', "googleLinkedAt" = now() WHERE email = $1`,
      [owner, `olga-${randomUUID()}`],
    );
    expect((await reset(tokenOf(await resetLinkFor(owner)), "another long password")).status).toBe(200);
    expect((await pool.query(`SELECT "googleEmail" FROM "User" WHERE email = $1`, [owner])).rows[0]).toEqual({ googleEmail: "olga@example.test" });
    await smtp.waitFor(owner, (m) => /password was changed/.test(m.mail.subject ?? ""));
    expect(smtp.mailsTo(owner).filter((m) => /Google sign-in was removed/.test(m.mail.subject ?? ""))).toHaveLength(0);
  });

  it("tells an account that signs in only with Google how to get in", async () => {
    const email = uniqueEmail("google");
    await pool.query(`INSERT INTO "User" (id, email, "firstName", "googleId", "updatedAt") VALUES ($1, $2, 'Gia', $3, now())`, [
      randomUUID(),
      email,
      `g-${randomUUID()}`,
    ]);
    expect((await forgot(email)).status).toBe(202);
    const received = await smtp.waitFor(email);
    expect(received.mail.subject).toBe("Your Echobook account signs in with Google");
    expect(received.mail.text).toContain("Sign in with Google");
    expect(received.mail.text).not.toMatch(/reset-password\//);
  });
});
