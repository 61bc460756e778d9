// The newsletter with consent, against the instance that mails a real SMTP server (started here): a pending
// address gets one confirmation mail (with its unsubscribe link and List-Unsubscribe headers), only the
// confirmation page's button makes it a subscriber, a forged link changes nothing, and unsubscribing removes it.
import { Pool } from "pg";
import { api, asVisitor, uniqueEmail } from "@/tests/helpers/api";
import { databaseUrl, mailBaseUrl } from "@/tests/helpers/env";
import { linkIn, rawHeader, smtpForThisFile } from "@/tests/helpers/smtp";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
jest.setTimeout(120_000);
const smtp = smtpForThisFile();
afterAll(() => pool.end());

const CHECK = "Thanks for subscribing! Please confirm from the email we just sent you.";
const subscribe = (email: string) => api("/api/newsletter", { base: mailBaseUrl, method: "POST", json: { email }, headers: asVisitor() });
const post = (link: string) => api(link.replace(mailBaseUrl, ""), { base: mailBaseUrl, method: "POST", headers: asVisitor() });
const signupOf = async (email: string) =>
  (await pool.query(`SELECT "confirmedAt" FROM "NewsletterSignup" WHERE email = $1`, [email])).rows[0] as { confirmedAt: Date | null } | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("POST /api/newsletter", () => {
  it("keeps the address pending and mails one confirmation link; the page's button confirms it", async () => {
    const email = uniqueEmail("news");
    const first = await subscribe(email);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(CHECK);
    expect(await signupOf(email)).toEqual({ confirmedAt: null });

    const mail = await smtp.waitFor(email, (m) => /confirm your Echobook newsletter/.test(m.mail.subject ?? ""));
    const listUnsubscribe = rawHeader(mail, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(new RegExp(`^<${mailBaseUrl}/api/unsubscribe\\?token=n\\.`));
    expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const confirmLink = linkIn(mail, "/newsletter/confirm");
    // Entered again while pending: the same answer, and no second mail within the hour.
    expect((await subscribe(email.toUpperCase())).status).toBe(201);

    // Opening the link changes nothing (a mail scanner follows links); the button does.
    const page = await fetch(confirmLink);
    expect(page.status).toBe(200);
    expect((await page.text()).replaceAll("<!-- -->", "")).toContain(`Send the Echobook newsletter to ${email}?`);
    expect(await signupOf(email)).toEqual({ confirmedAt: null });

    const token = new URL(confirmLink).searchParams.get("token") ?? "";
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const forged of [flipped, `x${token}`, "nope"]) {
      const refused = await post(`/api/newsletter/confirm?token=${encodeURIComponent(forged)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("This confirmation link is not valid any more. Please subscribe again.");
    }
    expect(await signupOf(email)).toEqual({ confirmedAt: null });

    const confirmed = await post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(200);
    expect((await signupOf(email))?.confirmedAt).toBeInstanceOf(Date);
    // Entered once confirmed: the very answer a new address gets (who is subscribed does not leak), and
    // the address itself is told it already is, once within the hour.
    const again = await subscribe(email);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    const told = await smtp.waitFor(email, (m) => m.mail.subject === "You already get the Echobook newsletter");
    expect(told.mail.text).toContain("It is already subscribed, so there is nothing to confirm.");
    expect(rawHeader(told, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect((await subscribe(email)).status).toBe(201);
    await sleep(2_000);
    expect(smtp.mailsTo(email)).toHaveLength(2);

    // The mail's unsubscribe link (its page's button, or the header's one click) removes the address.
    const unsubscribePage = await fetch(linkIn(mail, "/unsubscribe"));
    expect((await unsubscribePage.text()).replaceAll("<!-- -->", "")).toContain("Stop the Echobook newsletter?");
    const oneClick = /<([^>]+)>/.exec(listUnsubscribe)?.[1] ?? "";
    expect((await post(oneClick)).status).toBe(200);
    expect(await signupOf(email)).toBeUndefined();
    // Its old confirmation link is now void.
    expect((await post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(400);
  });

  it("refuses a malformed email", async () => {
    const result = await subscribe("not-an-email");
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("Please enter a valid email address.");
  });
});
