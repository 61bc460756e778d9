// 'Email me about new messages' against the instance that mails a real SMTP server (started here), whose
// bursts fold within 20 s: a note for each message, a burst folded into one summary, a daily summary
// queued for the day's end, off, the one-click unsubscribe (and a forged one refused), and the mail server
// down while a guest records (the recording is saved; the note arrives once the server is back).
import { Pool } from "pg";
import { api, asVisitor, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { databaseUrl, mailBaseUrl, mailBurstSeconds } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { linkIn, rawHeader, smtpForThisFile, type TReceivedMail } from "@/tests/helpers/smtp";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
jest.setTimeout(180_000);
const smtp = smtpForThisFile();
let take: Uint8Array;
beforeAll(async () => {
  take = await makeToneBytes(2, "webm");
});
afterAll(() => pool.end());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isNote = (guestbookName: string) => (m: TReceivedMail) =>
  (m.mail.subject ?? "").startsWith("New message from ") && (m.mail.subject ?? "").endsWith(` in ${guestbookName}`);
const isSummary = (guestbookName: string) => (m: TReceivedMail) =>
  / new messages? in /.test(m.mail.subject ?? "") && (m.mail.subject ?? "").endsWith(guestbookName);

async function hostWithGuestbook(name: string, settings: Record<string, unknown> = {}) {
  const host = await registerAndGetToken("Hana", mailBaseUrl);
  const guestbook = await createFreeGuestbook(host.token, { guestbookName: name, guestInfo: "name", ...settings });
  return { ...host, guestbookId: String(guestbook.id) };
}

async function record(guestbookId: string, guestName: string) {
  const saved = await recordAsGuest({ guestbookId, audio: take, guestName, base: mailBaseUrl });
  expect(saved.status).toBe(201);
  return saved;
}

const listUnsubscribe = (m: TReceivedMail) => rawHeader(m, "List-Unsubscribe");
const listUnsubscribePost = (m: TReceivedMail) => rawHeader(m, "List-Unsubscribe-Post");
/** What a host is mailed about messages (a new account also gets its verification mail). */
const aboutMessages = (m: TReceivedMail) => / in /.test(m.mail.subject ?? "") && /new message/i.test(m.mail.subject ?? "");

const setNotes = (token: string, guestbookId: string, hostNotes: unknown) =>
  api(`/api/guestbooks/${guestbookId}`, { base: mailBaseUrl, method: "PUT", token, json: { hostNotes } });

describe("notes to the host about new messages", () => {
  it("mails the host for each message: the guestbook, the guest, the length, a link to the Recordings tab, no audio", async () => {
    const name = `Noor and Sami ${Date.now()}`;
    const { email, guestbookId, token } = await hostWithGuestbook(name);
    expect((await api(`/api/guestbooks/${guestbookId}`, { base: mailBaseUrl, token })).body.guestbook).toMatchObject({ hostNotes: "each" });
    await record(guestbookId, "Maya");
    const note = await smtp.waitFor(email, isNote(name));
    expect(note.mail.subject).toBe(`New message from Maya in ${name}`);
    expect(note.mail.text).toContain(`Maya left a message (2 s) in your guestbook ${name}.`);
    expect(linkIn(note, "/manage-guestbook/")).toBe(`${mailBaseUrl}/manage-guestbook/${guestbookId}?tab=recordings`);
    expect(note.mail.attachments).toEqual([]);
    expect(listUnsubscribe(note)).toMatch(new RegExp(`^<${mailBaseUrl}/api/unsubscribe\\?token=g\\.`));
    expect(listUnsubscribePost(note)).toBe("List-Unsubscribe=One-Click");
  });

  it("folds a burst: more than 3 within the window give 3 notes and then one summary of the rest", async () => {
    const name = `Burst party ${Date.now()}`;
    const { email, guestbookId } = await hostWithGuestbook(name);
    // Start just after a window begins, so the five land in one window.
    const windowMs = mailBurstSeconds * 1000;
    const intoWindow = Date.now() % windowMs;
    if (intoWindow > 2_000) await sleep(windowMs - intoWindow + 300);
    for (const guest of ["Ana", "Ben", "Cleo", "Dev", "Eli"]) await record(guestbookId, guest);
    const summary = await smtp.waitFor(email, isSummary(name), windowMs + 60_000);
    expect(summary.mail.subject).toBe(`2 new messages in ${name}`);
    expect(summary.mail.text).toContain("• Dev (2 s)");
    expect(summary.mail.text).toContain("• Eli (2 s)");
    const notes = smtp.mailsTo(email).filter(isNote(name));
    expect(notes.map((m) => m.mail.subject).sort()).toEqual(["Ana", "Ben", "Cleo"].map((guest) => `New message from ${guest} in ${name}`));
    expect(smtp.mailsTo(email).filter(aboutMessages)).toHaveLength(4);
  });

  it("queues one daily summary for the day's end, and sends nothing when off", async () => {
    const daily = await hostWithGuestbook(`Daily ${Date.now()}`);
    expect((await setNotes(daily.token, daily.guestbookId, "daily")).body.guestbook).toMatchObject({ hostNotes: "daily" });
    await record(daily.guestbookId, "Ivo");
    await record(daily.guestbookId, "Jun");
    const day = new Date().toISOString().slice(0, 10);
    let jobs: { start_after: Date }[] = [];
    for (let i = 0; i < 50 && jobs.length === 0; i++) {
      ({ rows: jobs } = await pool.query(`SELECT start_after FROM pgboss.job WHERE singleton_key = $1`, [`host-note:daily:${daily.guestbookId}:${day}`]));
      if (jobs.length === 0) await sleep(200);
    }
    expect(jobs).toHaveLength(1);
    expect(jobs[0].start_after.getTime()).toBe(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

    const off = await hostWithGuestbook(`Quiet ${Date.now()}`);
    expect((await setNotes(off.token, off.guestbookId, "off")).status).toBe(200);
    await record(off.guestbookId, "Kai");
    await sleep(4_000);
    expect(smtp.mailsTo(daily.email).filter(aboutMessages)).toEqual([]);
    expect(smtp.mailsTo(off.email).filter(aboutMessages)).toEqual([]);
    const { rows: quiet } = await pool.query(`SELECT count(*)::int AS n FROM "Mail" WHERE "to" = $1 AND key LIKE 'host-note:%'`, [off.email]);
    expect(quiet[0].n).toBe(0);
  });

  it("refuses a setting that is not a choice, and another user's guestbook", async () => {
    const { guestbookId, token } = await hostWithGuestbook(`Settings ${Date.now()}`);
    const bad = await setNotes(token, guestbookId, "hourly");
    expect(bad.status).toBe(400);
    const other = await registerAndGetToken("Omar", mailBaseUrl);
    expect((await setNotes(other.token, guestbookId, "off")).status).toBe(404);
    expect((await api(`/api/guestbooks/${guestbookId}`, { base: mailBaseUrl, token })).body.guestbook).toMatchObject({ hostNotes: "each" });
  });

  it("stops with the mail's one-click unsubscribe, and refuses a forged one", async () => {
    const name = `Unsubscribe ${Date.now()}`;
    const { email, guestbookId, token } = await hostWithGuestbook(name);
    await record(guestbookId, "Lea");
    const note = await smtp.waitFor(email, isNote(name));
    const oneClick = /<([^>]+)>/.exec(listUnsubscribe(note))?.[1] ?? "";
    expect(oneClick.startsWith(`${mailBaseUrl}/api/unsubscribe?token=`)).toBe(true);
    const pageLink = linkIn(note, "/unsubscribe");
    const page = await fetch(pageLink);
    expect((await page.text()).replaceAll("<!-- -->", "")).toContain(`Stop mails about new messages in ${name}?`);

    // The same token with another guestbook's id, or with its signature changed, is refused and changes nothing.
    const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
    const genuine = tokenOf(oneClick);
    const [, , signature] = genuine.split(".");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [`g.other-guestbook.${signature}`, `g.${guestbookId}.${flipped}`, "g.x", ""]) {
      const refused = await api(`/api/unsubscribe?token=${encodeURIComponent(forged)}`, { base: mailBaseUrl, method: "POST", headers: asVisitor() });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("This unsubscribe link is not valid.");
    }
    expect((await api(`/api/guestbooks/${guestbookId}`, { base: mailBaseUrl, token })).body.guestbook).toMatchObject({ hostNotes: "each" });

    // RFC 8058: the mail client POSTs the header's URL.
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await api(`/api/guestbooks/${guestbookId}`, { base: mailBaseUrl, token })).body.guestbook).toMatchObject({ hostNotes: "off" });
    await record(guestbookId, "Max");
    await sleep(4_000);
    expect(smtp.mailsTo(email).filter(isNote(name))).toHaveLength(1);
  });

  it("saves a guest's recording while the mail server is down, and the note arrives once when it is back", async () => {
    const name = `Server down ${Date.now()}`;
    const { email, guestbookId, token } = await hostWithGuestbook(name);
    await smtp.stop();
    try {
      const saved = await record(guestbookId, "Ola");
      const recordings = await api(`/api/guestbooks/${guestbookId}/recordings`, { base: mailBaseUrl, token });
      expect((recordings.body.recordings as unknown[]).length).toBe(1);
      // The first attempt fails while the server is away.
      let attempts = 0;
      for (let i = 0; i < 75 && attempts === 0; i++) {
        const { rows } = await pool.query(`SELECT attempts FROM "Mail" WHERE key = $1`, [`host-note:recording:${String(saved.body.id)}`]);
        attempts = rows[0]?.attempts ?? 0;
        if (attempts === 0) await sleep(200);
      }
      expect(attempts).toBeGreaterThan(0);
    } finally {
      await smtp.start();
    }
    const note = await smtp.waitFor(email, isNote(name), 90_000);
    expect(note.mail.subject).toBe(`New message from Ola in ${name}`);
    await sleep(5_000);
    expect(smtp.mailsTo(email).filter(aboutMessages)).toHaveLength(1);
  });

  it("tells a pro card's creator once its recipient activated and recorded it", async () => {
    const seller = await registerAndGetToken("Sol", mailBaseUrl);
    await pool.query(`UPDATE "User" SET "subscriptionTier" = 'product_seller', "subscriptionExpiresAt" = now() + interval '30 days' WHERE email = $1`, [
      seller.email,
    ]);
    const cardName = `Shop card ${Date.now()}`;
    const made = await api("/api/subscription-audio-messages", { base: mailBaseUrl, method: "POST", token: seller.token, json: { name: cardName } });
    expect(made.status).toBe(201);
    const { messageId, activationCode } = made.body as { messageId: string; activationCode: string };
    // The recipient's browser: its own address, and the cookie activation gives it.
    const visitor = asVisitor();
    const activated = await api(`/api/subscription-audio-messages/${messageId}/activate`, {
      base: mailBaseUrl,
      method: "POST",
      json: { activationCode },
      headers: visitor,
    });
    expect(activated.status).toBe(200);
    const cookie = activated.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const recorded = await api(`/api/subscription-audio-messages/${messageId}/record`, {
      base: mailBaseUrl,
      method: "POST",
      json: { audioData: Buffer.from(take).toString("base64"), audioType: "audio/webm", duration: 2 },
      headers: { ...visitor, cookie },
    });
    expect(recorded.status).toBe(201);
    const note = await smtp.waitFor(seller.email, (m) => m.mail.subject === `Your pro card ${cardName} was recorded`);
    expect(linkIn(note, "/dashboard")).toBe(`${mailBaseUrl}/dashboard?tab=subscription-audio-messages`);
  });
});
