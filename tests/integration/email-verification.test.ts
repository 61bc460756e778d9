// Address verification against the instance that mails a real SMTP server (started here): the link
// mailed after sign-up verifies the account once; Resend mails a new one a few times an hour.
import { api, asVisitor, registerAndGetToken } from "@/tests/helpers/api";
import { mailBaseUrl } from "@/tests/helpers/env";
import { linkIn, smtpForThisFile } from "@/tests/helpers/smtp";

// Each test makes accounts (a scrypt hash each) and waits for mail: slow on a loaded machine.
jest.setTimeout(120_000);
const smtp = smtpForThisFile();

const SUBJECT = /Please verify your email address/;
const profile = async (token: string) => (await api("/api/user/profile", { base: mailBaseUrl, token })).body;

describe("address verification", () => {
  it("mails a link after sign-up that verifies the account once", async () => {
    const { email, token } = await registerAndGetToken("Vera", mailBaseUrl);
    expect((await profile(token)).emailVerified).toBe(false);
    const mail = await smtp.waitFor(email, (m) => SUBJECT.test(m.mail.subject ?? ""));
    expect(mail.mail.text).toContain("Hi Vera");
    const link = linkIn(mail, "/verify-email/");

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your email address is verified");
    expect((await profile(token)).emailVerified).toBe(true);
    // Used: the same link again says it does not work; Resend has nothing to do.
    expect(await (await fetch(link)).text()).toContain("This link is invalid, was used already or has expired");
    const resend = await api("/api/user/verify-email", { base: mailBaseUrl, method: "POST", token });
    expect(resend.status).toBe(409);
  });

  it("resends a new link a few times an hour, then says to wait", async () => {
    const { email, token } = await registerAndGetToken("Rene", mailBaseUrl);
    await smtp.waitFor(email, (m) => SUBJECT.test(m.mail.subject ?? ""));
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await api("/api/user/verify-email", { base: mailBaseUrl, method: "POST", token, headers: asVisitor() })).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    await smtp.waitFor(email, () => smtp.mailsTo(email).filter((m) => SUBJECT.test(m.mail.subject ?? "")).length === 4);
    // Each link is its own: the newest verifies.
    const newest = smtp
      .mailsTo(email)
      .filter((m) => SUBJECT.test(m.mail.subject ?? ""))
      .at(-1)!;
    expect(await (await fetch(linkIn(newest, "/verify-email/"))).text()).toContain("Your email address is verified");
    expect((await profile(token)).emailVerified).toBe(true);
  });

  it("refuses a made-up link", async () => {
    const page = await fetch(`${mailBaseUrl}/verify-email/${"A".repeat(43)}`);
    expect(await page.text()).toContain("This link does not work");
  });
});
