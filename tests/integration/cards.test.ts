// The audio card API over HTTP against the running app, real ffmpeg and storage (issue 12): every
// route's happy path, the bad-input list, another user's card, downloads, deletion with the
// files, Forever Hosting, and a card whose year of hosting has passed.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import { AUDIO_UPLOAD_MAX_BYTES } from "@/lib/audio/limits";
import { CARD_DEFAULT_LOOK, CARD_TEXTS } from "@/lib/constants/cards";
import { sweepCardHosting } from "@/lib/cards/sweep-card-hosting";
import { api, asVisitor, postCard as postCardAs, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, dataDir, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { sessionIdFrom } from "@/tests/helpers/payments";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 3 });
afterAll(() => pool.end());
const stored = (key: string) => existsSync(path.join(dataDir, "uploads", key));

type TCardBody = Record<string, unknown> & { messageId: string; messageUrl: string; card: Record<string, unknown> };

/** A card posted as a visitor of its own (tests/helpers/api.ts), its answer typed as a made card. */
const postCard = (opts: Parameters<typeof postCardAs>[0]) => postCardAs<TCardBody>(opts);

async function owner(name: string, premium = 0): Promise<{ token: string; userId: string }> {
  const { token, email } = await registerAndGetToken(name);
  const { rows } = await pool.query<{ id: string }>(`UPDATE "User" SET "messageCreditsPremium" = $2 WHERE email = $1 RETURNING id`, [email, premium]);
  return { token, userId: rows[0].id };
}

async function audioRow(cardId: string) {
  const { rows } = await pool.query(`SELECT a.* FROM "AudioFile" a JOIN "PersonalMessage" p ON p."audioId" = a.id WHERE p.id = $1`, [cardId]);
  return rows[0] as { id: string; originalKey: string; mp3Key: string | null; status: string; durationMs: number } | undefined;
}

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${url}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe("audio cards", () => {
  let tone: Buffer;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let cardId: string;

  beforeAll(async () => {
    tone = await makeToneBytes(2.5);
    alice = await owner("Alice", 20);
    bob = await owner("Bob", 20);
  }, 60_000);

  it("makes a card from a take with the chosen look, and answers a retried take with the same card", async () => {
    const clientUploadId = randomUUID();
    const fields = {
      clientUploadId,
      name: "Mum's birthday",
      title: "Happy birthday",
      subtitle: "",
      titleColor: "#112233",
      allowDownload: "false",
      showOverlay: "false",
    };
    const made = await postCard({ token: alice.token, audio: tone, fields });
    expect(made.status).toBe(201);
    cardId = made.body.messageId;
    expect(cardId).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(made.body.messageUrl).toMatch(new RegExp(`/personal-message/${cardId}$`));
    expect(made.body.card).toMatchObject({
      messageId: cardId,
      _id: cardId,
      name: "Mum's birthday",
      title: "Happy birthday",
      subtitle: "",
      message: CARD_DEFAULT_LOOK.message,
      titleColor: "#112233",
      buttonColor: CARD_DEFAULT_LOOK.buttonColor,
      coverImageUrl: "/gb_bg.svg",
      allowDownload: false,
      showOverlay: false,
      isActive: true,
      foreverHosted: false,
      hostingEnded: false,
      audioUrl: `/api/personal-messages/${cardId}/audio`,
    });
    const hostedUntil = Date.parse(String(made.body.card.hostedUntil));
    expect(hostedUntil - Date.parse(String(made.body.card.createdAt))).toBeGreaterThanOrEqual(365 * 86_400_000);

    const retried = await postCard({ token: alice.token, audio: tone, fields });
    expect(retried.status).toBe(200);
    expect(retried.body.messageId).toBe(cardId);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "CreditLedgerEntry" WHERE "personalMessageId" = $1`, [cardId]);
    expect(rows[0].n).toBe(1);
  });

  it("lists the owner's cards newest first and shows a card's public details to anyone", async () => {
    const second = await postCard({ token: alice.token, audio: tone, fields: { name: "Second" } });
    expect(second.status).toBe(201);
    const list = await api("/api/personal-messages", { token: alice.token });
    expect(list.status).toBe(200);
    const ids = (list.body.messages as { messageId: string }[]).map((card) => card.messageId);
    expect(ids.slice(0, 2)).toEqual([second.body.messageId, cardId]);
    expect((await api("/api/personal-messages", { token: bob.token })).body.messages).toEqual([]);

    const shown = await api(`/api/personal-messages/${cardId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.message).toMatchObject({ messageId: cardId, name: "Mum's birthday", title: "Happy birthday" });
    expect(JSON.stringify(shown.body)).not.toMatch(/ownerId|clientUploadId|originalKey/);
    expect(await api(`/api/personal-messages/${"x".repeat(22)}`)).toMatchObject({ status: 404, body: { error: "Message not found" } });
  });

  it("plays the voice with byte ranges to anyone while active, and makes its MP3", async () => {
    const whole = await get(`/api/personal-messages/${cardId}/audio`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(tone)).toBe(true);
    const part = await get(`/api/personal-messages/${cardId}/audio`, undefined, { range: "bytes=10-109" });
    expect(part.status).toBe(206);
    const audio = await until(
      () => audioRow(cardId),
      (row) => row?.status === "ready",
    );
    expect(audio?.mp3Key).toBeTruthy();
    expect((await api(`/api/personal-messages/${cardId}`)).body.message).toMatchObject({
      audioStatus: "ready",
      mp3Url: `/api/personal-messages/${cardId}/mp3`,
    });
  });

  it("lets the owner change the card, and refuses bad values", async () => {
    const changed = await api(`/api/personal-messages/${cardId}`, {
      method: "PUT",
      token: alice.token,
      json: { name: "Renamed", subtitleColor: "#ABCDEF", allowDownload: true, foreverHostingEnabled: false, coverImageUrl: "/stock/beach.jpg" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatchObject({
      name: "Renamed",
      subtitleColor: "#ABCDEF",
      allowDownload: true,
      foreverHostingEnabled: false,
      coverImageUrl: "/stock/beach.jpg",
    });
    for (const json of [
      { title: "t".repeat(121) },
      { buttonColor: "yellow" },
      { titleColor: "#fff" },
      { allowDownload: "maybe" },
      { coverImageUrl: "javascript:alert(1)" },
    ]) {
      const refused = await api(`/api/personal-messages/${cardId}`, { method: "PUT", token: alice.token, json });
      expect([refused.status, refused.body.code]).toEqual([400, "INVALID_INPUT"]);
    }
  });

  it("downloads the MP3 named after the card when allowed, and refuses it when not", async () => {
    const download = await get(`/api/personal-messages/${cardId}/mp3?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("audio/mpeg");
    expect(download.headers.get("content-disposition")).toContain("Renamed.mp3");

    await api(`/api/personal-messages/${cardId}`, { method: "PUT", token: alice.token, json: { allowDownload: false } });
    expect((await get(`/api/personal-messages/${cardId}/mp3`)).status).toBe(403);
    expect((await get(`/api/personal-messages/${cardId}/mp3`, alice.token)).status).toBe(403);
    await api(`/api/personal-messages/${cardId}`, { method: "PUT", token: alice.token, json: { allowDownload: true } });
  });

  it("toggles a card offline: others can neither play nor download it, its owner still plays it", async () => {
    const off = await api(`/api/personal-messages/${cardId}/toggle-status`, { method: "PUT", token: alice.token, json: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.message).toMatchObject({ isActive: false });
    const refused = await get(`/api/personal-messages/${cardId}/audio`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: CARD_TEXTS.unavailable });
    expect((await get(`/api/personal-messages/${cardId}/mp3`)).status).toBe(403);
    expect((await get(`/api/personal-messages/${cardId}/audio`, bob.token)).status).toBe(403);
    expect((await get(`/api/personal-messages/${cardId}/audio`, alice.token)).status).toBe(200);
    expect((await get(`/api/personal-messages/${cardId}/mp3`, alice.token)).status).toBe(200);
    expect((await api(`/api/personal-messages/${cardId}/toggle-status`, { method: "PUT", token: alice.token, json: { isActive: "no" } })).status).toBe(400);
    expect((await api(`/api/personal-messages/${cardId}/toggle-status`, { method: "PUT", token: alice.token, json: { isActive: true } })).status).toBe(200);
    expect((await get(`/api/personal-messages/${cardId}/audio`)).status).toBe(200);
  });

  it("answers another user's card 404 on every owner route, and changes nothing", async () => {
    const routes: [string, string, unknown][] = [
      ["PUT", `/api/personal-messages/${cardId}`, { name: "Mine now" }],
      ["DELETE", `/api/personal-messages/${cardId}`, undefined],
      ["PUT", `/api/personal-messages/${cardId}/toggle-status`, { isActive: false }],
      ["POST", `/api/personal-messages/${cardId}/audio`, { audioData: tone.toString("base64"), audioType: "audio/webm" }],
    ];
    for (const [method, route, json] of routes) {
      const result = await api(route, { method, token: bob.token, json });
      expect([route, result.status, result.body.error]).toEqual([route, 404, "Message not found"]);
    }
    expect((await api(`/api/personal-messages/${cardId}`)).body.message).toMatchObject({ name: "Renamed", isActive: true });
  });

  it("replaces the voice from base64, checked like an upload, and removes the old files", async () => {
    const before = await until(
      () => audioRow(cardId),
      (row) => row?.status === "ready",
    );
    const longer = await makeToneBytes(4);
    const replaced = await api(`/api/personal-messages/${cardId}/audio`, {
      method: "POST",
      token: alice.token,
      json: { audioData: `data:audio/webm;base64,${longer.toString("base64")}`, audioType: "audio/webm" },
    });
    expect(replaced.status).toBe(200);
    expect(Math.abs(Number((replaced.body.message as Record<string, unknown>).durationMs) - 4000)).toBeLessThanOrEqual(200);
    const after = await audioRow(cardId);
    expect(after?.id).not.toBe(before?.id);
    expect(stored(before!.originalKey)).toBe(false);
    expect(Buffer.from(await (await get(`/api/personal-messages/${cardId}/audio`)).arrayBuffer()).equals(longer)).toBe(true);

    const text = Buffer.from("not a recording at all\n".repeat(200)).toString("base64");
    expect((await api(`/api/personal-messages/${cardId}/audio`, { method: "POST", token: alice.token, json: { audioData: text } })).status).toBe(415);
    const missing = await api(`/api/personal-messages/${cardId}/audio`, { method: "POST", token: alice.token, json: {} });
    expect(missing.status).toBe(400);
  });

  it("sells Forever Hosting through checkout, then answers 409", async () => {
    const made = await postCard({ token: alice.token, audio: tone });
    const id = made.body.messageId;
    const opened = await api(`/api/forever-hosting/personal-message/${id}`, {
      method: "POST",
      token: alice.token,
      json: { customerEmail: "alice@example.test" },
    });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdFrom(opened.body.url);
    // Spec 002 answers sessionId (the test mode's session id is our row's); url is kept for the browser.
    expect(opened.body.sessionId).toBe(sessionId);
    const { rows } = await pool.query(`SELECT purpose, "amountCents", "personalMessageId" FROM "CheckoutSession" WHERE id = $1`, [sessionId]);
    expect(rows[0]).toEqual({ purpose: "forever_hosting_personal", amountCents: 199, personalMessageId: id });
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token: alice.token })).status).toBe(200);
    expect((await api(`/api/personal-messages/${id}`)).body.message).toMatchObject({ foreverHosted: true, hostedUntil: null });

    const again = await api(`/api/forever-hosting/personal-message/${id}`, { method: "POST", token: alice.token, json: {} });
    expect([again.status, again.body.error]).toEqual([409, CARD_TEXTS.alreadyForeverHosted]);
  });

  it("lets a signed-out listener buy Forever Hosting as a gift, kept to the browser that opened the checkout", async () => {
    const made = await postCard({ token: alice.token, audio: tone });
    const id = made.body.messageId;
    const route = `/api/forever-hosting/personal-message/${id}`;
    const noEmail = await api(route, { method: "POST", json: {}, headers: asVisitor(), base: proxiedBaseUrl });
    expect([noEmail.status, noEmail.body.error, noEmail.body.code]).toEqual([400, "Please enter a valid email address.", "INVALID_INPUT"]);
    expect((await api(route, { method: "POST", json: { customerEmail: "not-an-email" }, headers: asVisitor() })).status).toBe(400);

    const opened = await api(route, { method: "POST", json: { customerEmail: " friend@example.test " }, headers: asVisitor(), base: proxiedBaseUrl });
    expect(opened.status).toBe(200);
    const cookie = /^(echobook-guest-payer=[A-Za-z0-9_-]{43});/.exec(opened.headers.get("set-cookie") ?? "")?.[1];
    expect(opened.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookie).toBeDefined();
    const sessionId = sessionIdFrom(String(opened.body.url));
    const { rows } = await pool.query(`SELECT "userId", "customerEmail", "guestPayerHash" FROM "CheckoutSession" WHERE id = $1`, [sessionId]);
    expect(rows[0].userId).toBeNull();
    expect(rows[0].customerEmail).toBe("friend@example.test");
    expect(rows[0].guestPayerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].guestPayerHash).not.toContain(cookie!.split("=")[1]);

    // Knowing the checkout's id is not enough: no cookie is 401, another browser's cookie or account 404.
    const pay = `/api/test/complete-payment/${sessionId}`;
    expect((await api(pay, { method: "POST" })).status).toBe(401);
    expect((await api(pay, { method: "POST", headers: { cookie: `echobook-guest-payer=${"x".repeat(43)}` } })).status).toBe(404);
    expect((await api(pay, { method: "POST", token: bob.token })).status).toBe(404);
    expect((await api(pay, { method: "POST", headers: { cookie: cookie!, "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await api(`/api/stripe/session/${sessionId}`, { headers: { cookie: cookie! } })).body).toMatchObject({ status: "open" });
    expect((await api(pay, { method: "POST", headers: { cookie: cookie! } })).status).toBe(200);
    expect((await api(`/api/stripe/session/${sessionId}`, { headers: { cookie: cookie! } })).body).toMatchObject({
      status: "completed",
      metadata: { audioMessageId: id },
    });
    expect((await api(`/api/personal-messages/${id}`)).body.message).toMatchObject({ foreverHosted: true });
    const { rows: payments } = await pool.query(`SELECT "userId", "amountCents" FROM "Payment" WHERE "checkoutSessionId" = $1`, [sessionId]);
    expect(payments).toEqual([{ userId: null, amountCents: 199 }]);

    const again = await api(route, { method: "POST", json: { customerEmail: "friend@example.test" }, headers: asVisitor(), base: proxiedBaseUrl });
    expect([again.status, again.body.error]).toEqual([409, CARD_TEXTS.alreadyForeverHosted]);
  });

  it("refuses a signed-out checkout whose Origin and X-Forwarded-Host name another site, unless a trusted proxy wrote that host", async () => {
    const made = await postCard({ token: alice.token, audio: tone });
    const route = `/api/forever-hosting/personal-message/${made.body.messageId}`;
    const elsewhere = { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    // No proxy configured (the default instance): the header is the caller's own writing.
    const refused = await api(route, { method: "POST", json: { customerEmail: "friend@example.test" }, headers: elsewhere });
    expect([refused.status, refused.body.error]).toEqual([403, "Cross-site requests are not allowed."]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "CheckoutSession" WHERE "personalMessageId" = $1`, [made.body.messageId]);
    expect(rows[0].n).toBe(0);
    // Behind TRUST_PROXY_HOPS=1 the proxy's X-Forwarded-Host names the site the browser is on.
    const proxied = await api(route, {
      method: "POST",
      json: { customerEmail: "friend@example.test" },
      headers: { ...elsewhere, ...asVisitor() },
      base: proxiedBaseUrl,
    });
    expect(proxied.status).toBe(200);
  });

  it("sells Forever Hosting to a signed-in listener from their profile, and only while the owner offers it", async () => {
    const made = await postCard({ token: alice.token, audio: tone, fields: { foreverHostingEnabled: "false" } });
    const id = made.body.messageId;
    const route = `/api/forever-hosting/personal-message/${id}`;
    expect(await api(route, { method: "POST", token: bob.token, json: {} })).toMatchObject({ status: 404, body: { error: "Message not found" } });
    expect((await api(route, { method: "POST", json: { customerEmail: "friend@example.test" }, headers: asVisitor() })).status).toBe(404);
    // Its owner always may.
    expect((await api(route, { method: "POST", token: alice.token })).status).toBe(200);

    await api(`/api/personal-messages/${id}`, { method: "PUT", token: alice.token, json: { foreverHostingEnabled: true } });
    const gift = await api(route, { method: "POST", token: bob.token, json: {} });
    expect(gift.status).toBe(200);
    const { rows } = await pool.query(`SELECT "userId", "customerEmail" FROM "CheckoutSession" WHERE id = $1`, [sessionIdFrom(String(gift.body.url))]);
    expect(rows[0]).toEqual({ userId: bob.userId, customerEmail: null });
  });

  it("takes a card whose year of hosting has passed offline for others, keeps it for its owner, and Forever Hosting brings it back", async () => {
    const made = await postCard({ token: alice.token, audio: tone });
    const id = made.body.messageId;
    await pool.query(`UPDATE "PersonalMessage" SET "hostedUntil" = now() - interval '1 minute' WHERE id = $1`, [id]);
    const swept = await sweepCardHosting();
    expect(swept.ended).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query(`SELECT "hostingEndedAt" FROM "PersonalMessage" WHERE id = $1`, [id]);
    expect(rows[0].hostingEndedAt).not.toBeNull();

    expect((await api(`/api/personal-messages/${id}`)).body.message).toMatchObject({ hostingEnded: true, isActive: true });
    const refused = await get(`/api/personal-messages/${id}/audio`);
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ error: CARD_TEXTS.hostingEnded, code: "HOSTING_ENDED" });
    await until(
      () => audioRow(id),
      (row) => row?.status === "ready",
    );
    expect((await get(`/api/personal-messages/${id}/mp3`)).status).toBe(410);
    expect((await get(`/api/personal-messages/${id}/audio`, alice.token)).status).toBe(200);
    expect((await get(`/api/personal-messages/${id}/mp3?download=1`, alice.token)).status).toBe(200);

    const sessionId = sessionIdFrom((await api(`/api/forever-hosting/personal-message/${id}`, { method: "POST", token: alice.token })).body.url);
    await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token: alice.token });
    expect((await get(`/api/personal-messages/${id}/audio`)).status).toBe(200);
    expect((await api(`/api/personal-messages/${id}`)).body.message).toMatchObject({ hostingEnded: false, foreverHosted: true });
  });

  it("deletes a card with its look, its voice's rows and files; its page is then 404", async () => {
    const made = await postCard({ token: alice.token, audio: tone });
    const id = made.body.messageId;
    const audio = await until(
      () => audioRow(id),
      (row) => row?.status === "ready",
    );
    expect(stored(audio!.originalKey) && stored(audio!.mp3Key!)).toBe(true);
    const looks = async () => (await pool.query(`SELECT count(*)::int AS n FROM "CardLook" WHERE "personalMessageId" = $1`, [id])).rows[0].n;
    expect(await looks()).toBe(1);
    expect(await api(`/api/personal-messages/${id}`, { method: "DELETE", token: alice.token })).toMatchObject({ status: 200, body: { ok: true } });
    expect([stored(audio!.originalKey), stored(audio!.mp3Key!)]).toEqual([false, false]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE id = $1`, [audio!.id]);
    expect(rows[0].n).toBe(0);
    // Its look went with it.
    expect(await looks()).toBe(0);
    expect((await api(`/api/personal-messages/${id}`)).status).toBe(404);
    expect((await get(`/api/personal-messages/${id}/audio`)).status).toBe(404);
    expect((await api(`/api/personal-messages/${id}`, { method: "DELETE", token: alice.token })).status).toBe(404);
  });

  it("makes a card through the /api/audio-messages alias too", async () => {
    const made = await postCard({ token: alice.token, audio: tone, path: "/api/audio-messages" });
    expect(made.status).toBe(201);
    expect((await api(`/api/personal-messages/${made.body.messageId}`)).status).toBe(200);
  });
});

describe("bad input when making a card", () => {
  let token: string;
  let userId: string;
  const ledgerCount = async () => (await pool.query(`SELECT count(*)::int AS n FROM "CreditLedgerEntry" WHERE "userId" = $1`, [userId])).rows[0].n;

  beforeAll(async () => {
    ({ token, userId } = await owner("Careless", 5));
  });
  afterEach(async () => {
    // A refused card spends nothing.
    expect(await ledgerCount()).toBe(0);
  });

  it("needs a login", async () => {
    expect((await postCard({ audio: await makeToneBytes(1) })).status).toBe(401);
  });

  it("needs audio", async () => {
    const refused = await postCard({ token, audio: null, fields: { name: "Nothing" } });
    expect([refused.status, refused.body.error]).toEqual([400, CARD_TEXTS.noRecording]);
  });

  it("refuses bytes that are not audio named .webm with 415", async () => {
    const refused = await postCard({ token, audio: Buffer.from("plain text, not a voice\n".repeat(100)), fileName: "voice.webm" });
    expect(refused.status).toBe(415);
  });

  it("refuses an upload over the size cap with 413", async () => {
    const refused = await postCard({ token, audio: new Uint8Array(AUDIO_UPLOAD_MAX_BYTES + 1024 * 1024) });
    expect(refused.status).toBe(413);
  });

  it("refuses a take over 300 seconds with 422", async () => {
    const refused = await postCard({ token, audio: await makeToneBytes(303) });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("This recording is longer than the 5 minutes limit. Please record a shorter message.");
  }, 60_000);

  it("refuses a title over its limit, colours that are not #rrggbb, and allowDownload 'maybe'", async () => {
    const bytes = await makeToneBytes(1);
    const cases: Record<string, string>[] = [
      { title: "t".repeat(121) },
      { buttonColor: "#fcd30" },
      { titleColor: "white" },
      { subtitleColor: "#GGGGGG" },
      { allowDownload: "maybe" },
      { coverImageUrl: "https://evil.example/a.jpg" },
    ];
    for (const fields of cases) {
      const refused = await postCard({ token, audio: bytes, fields });
      expect([JSON.stringify(fields), refused.status, refused.body.code]).toEqual([JSON.stringify(fields), 400, "INVALID_INPUT"]);
    }
  });
});

describe("DELETE /api/messages/{id}", () => {
  it("lets the signed-in sender of a quick message delete it with its voice, and no one else", async () => {
    const sender = await registerAndGetToken("Sender");
    const stranger = await registerAndGetToken("Stranger");
    const form = new FormData();
    form.set("audio", new Blob([Buffer.from(await makeToneBytes(1.2))], { type: "audio/webm" }), "message.webm");
    const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, {
      method: "POST",
      body: form,
      headers: { ...asVisitor(), authorization: `Bearer ${sender.token}` },
    });
    const id = String(((await response.json()) as { id: string }).id);
    const { rows } = await pool.query(`SELECT a.id, a."originalKey" FROM "AudioFile" a JOIN "AudioMessage" m ON m."audioId" = a.id WHERE m.id = $1`, [id]);
    expect(stored(rows[0].originalKey)).toBe(true);

    expect((await api(`/api/messages/${id}`, { method: "DELETE" })).status).toBe(401);
    expect((await api(`/api/messages/${id}`, { method: "DELETE", token: stranger.token })).status).toBe(404);
    expect(await api(`/api/messages/${id}`, { method: "DELETE", token: sender.token })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api(`/api/messages/${id}`)).status).toBe(404);
    expect(stored(rows[0].originalKey)).toBe(false);
    expect((await pool.query(`SELECT 1 FROM "AudioFile" WHERE id = $1`, [rows[0].id])).rowCount).toBe(0);
  });

  it("refuses a visitor's message to every user, which still plays; an admin removes it", async () => {
    const user = await registerAndGetToken("Passer");
    const admin = await registerAndGetToken("Moderator");
    await pool.query(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [admin.email]);
    const form = new FormData();
    form.set("audio", new Blob([Buffer.from(await makeToneBytes(1.2))], { type: "audio/webm" }), "message.webm");
    const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
    expect(response.status).toBe(201);
    const id = String(((await response.json()) as { id: string }).id);

    expect((await api(`/api/messages/${id}`, { method: "DELETE" })).status).toBe(401);
    expect(await api(`/api/messages/${id}`, { method: "DELETE", token: user.token })).toMatchObject({ status: 404, body: { error: "Message not found" } });
    expect((await api(`/api/messages/${id}`)).status).toBe(200);
    expect((await get(`/api/messages/${id}/audio`)).status).toBe(200);

    expect((await api(`/api/messages/${id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect((await api(`/api/messages/${id}`)).status).toBe(404);
  });
});
