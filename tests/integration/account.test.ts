// The account's own data (issue 23) over HTTP against the running app, real ffmpeg and storage: change
// the password, download everything as one ZIP, delete everything. The deletion job runs in the app's
// worker; the test waits for the user row to go, then checks every row and stored file it knew of.
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import sharp from "sharp";
import { api, asVisitor, registerAndGetToken, uniqueEmail } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, dataDir, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { googleToken } from "@/tests/helpers/google";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { sessionIdFrom } from "@/tests/helpers/payments";
import { readZip } from "@/tests/helpers/read-zip";
import { smtpForThisFile } from "@/tests/helpers/smtp";
import { until } from "@/tests/helpers/wait";
import { userIdOf } from "../helpers/test-database";

const pool = new Pool({ connectionString: databaseUrl, max: 3 });
afterAll(() => pool.end());
// A deletion's job may run on any instance, the one that mails through SMTP too: its notice must be able
// to go (and its row then be removed) wherever it was queued.
smtpForThisFile();

const uploadsDir = path.join(dataDir, "uploads");
const stored = (key: string) => existsSync(path.join(uploadsDir, key));

/** Every stored file, as its storage key. */
function listStorage(dir = uploadsDir, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listStorage(path.join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.startsWith(".") ? [] : [`${prefix}${entry.name}`],
  );
}

const signIn = (email: string, password: string) =>
  api("/api/auth/login", { base: proxiedBaseUrl, method: "POST", json: { email, password }, headers: asVisitor() });
const profile = (token: string) => api("/api/user/profile", { token });

async function multipart(
  pathname: string,
  token: string,
  file: { field: string; bytes: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${proxiedBaseUrl}${pathname}`, { method: "POST", body: form, headers: { ...asVisitor(), authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status >= 300) throw new Error(`${pathname} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

type TFilledAccount = {
  userId: string;
  guestbookId: string;
  recordingIds: string[];
  messageId: string;
  cardId: string;
  imageId: string;
  takes: Buffer[];
  messageTake: Buffer;
  cardTake: Buffer;
};

/** A host with a guestbook, two guest recordings, a quick message, an audio card and an uploaded image, every MP3 made. */
async function fillAccount(token: string, email: string, label: string): Promise<TFilledAccount> {
  const userId = await userIdOf(email);
  const guestbook = await createFreeGuestbook(token, { guestbookName: `${label} Party`, eventType: "Birthday" });
  const guestbookId = String(guestbook.id);
  const takes = [await makeToneBytes(1.5, "webm"), await makeToneBytes(2, "webm")];
  const recordingIds: string[] = [];
  for (const [i, take] of takes.entries()) {
    const saved = await recordAsGuest({
      guestbookId,
      audio: take,
      guestName: `${label} Guest ${i + 1}`,
      guestEmail: `guest${i + 1}.${label.toLowerCase()}@example.test`,
    });
    if (saved.status !== 201) throw new Error(`record failed: ${saved.status} ${JSON.stringify(saved.body)}`);
    recordingIds.push(String(saved.body.id));
  }
  const messageTake = await makeToneBytes(1.2, "webm");
  const message = await multipart(
    "/api/upload-audio",
    token,
    { field: "audio", bytes: messageTake, name: "message.webm", type: "audio/webm" },
    { title: `${label} hello` },
  );
  const cardTake = await makeToneBytes(1.4, "webm");
  const card = await multipart(
    "/api/personal-messages",
    token,
    { field: "audio", bytes: cardTake, name: "card.webm", type: "audio/webm" },
    { clientUploadId: randomUUID(), name: `${label} card`, title: "Happy birthday" },
  );
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const image = await multipart("/api/upload-image", token, { field: "image", bytes: png, name: "photo.png", type: "image/png" });
  await until(
    async () =>
      (
        await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE "originalKey" LIKE ANY($1) AND status <> 'ready'`, [
          [`guestbooks/${guestbookId}/%`, `messages/${userId}/%`, `cards/${userId}/%`],
        ])
      ).rows[0].n,
    (pending) => pending === 0,
  );
  return {
    userId,
    guestbookId,
    recordingIds,
    messageId: String(message.id),
    cardId: String(card.messageId),
    imageId: String(image.imageUrl).split("/").pop()!,
    takes,
    messageTake,
    cardTake,
  };
}

async function download(token: string) {
  const response = await fetch(`${baseUrl}/api/account/export`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("POST /api/auth/change-password", () => {
  it("changes nothing on a wrong current password, and keeps the sign-up rules for the new one", async () => {
    const { email, password, token } = await registerAndGetToken("Wanda");
    const other = String((await signIn(email, password)).body.token);
    const before = (await pool.query(`SELECT "passwordHash", "sessionVersion" FROM "User" WHERE email = $1`, [email])).rows[0];

    const wrong = await api("/api/auth/change-password", {
      method: "POST",
      token,
      json: { currentPassword: "not my password", newPassword: "a brand new secret" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD", error: "Your current password is incorrect." });
    const short = await api("/api/auth/change-password", { method: "POST", token, json: { currentPassword: password, newPassword: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Password must be at least 8 characters long");

    expect((await pool.query(`SELECT "passwordHash", "sessionVersion" FROM "User" WHERE email = $1`, [email])).rows[0]).toEqual(before);
    expect((await profile(token)).status).toBe(200);
    expect((await profile(other)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, "a brand new secret")).status).toBe(401);
  });

  it("signs in with the new password only, ends every other session and keeps this one", async () => {
    const { email, password, token } = await registerAndGetToken("Carl");
    const other = String((await signIn(email, password)).body.token);
    const changed = await api("/api/auth/change-password", { method: "POST", token, json: { currentPassword: password, newPassword: "my new long password" } });
    expect(changed.status).toBe(200);
    const renewed = String(changed.body.token);

    expect((await profile(other)).status).toBe(401);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(renewed)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, "my new long password")).status).toBe(200);
  });

  it("re-issues the browser's session cookie, which stays signed in", async () => {
    const { email, password, token } = await registerAndGetToken("Cookie");
    const response = await fetch(`${baseUrl}/api/auth/change-password`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `next-auth.session-token=${token}`, origin: baseUrl },
      body: JSON.stringify({ currentPassword: password, newPassword: "cookie password two" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cookie = /next-auth\.session-token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    expect(cookie).toBeTruthy();
    expect((await profile(token)).status).toBe(401);
    const withCookie = await fetch(`${baseUrl}/api/user/profile`, { headers: { cookie: `next-auth.session-token=${cookie}` } });
    expect(withCookie.status).toBe(200);
    expect((await signIn(email, "cookie password two")).status).toBe(200);
  });

  it("tells an account without a password (Google only) to use Forgot password", async () => {
    const { email, token } = await registerAndGetToken("Goo");
    await pool.query(`UPDATE "User" SET "passwordHash" = NULL WHERE email = $1`, [email]);
    const refused = await api("/api/auth/change-password", { method: "POST", token, json: { currentPassword: "anything", newPassword: "a new password" } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("NO_PASSWORD");
    expect(String(refused.body.error)).toContain("Forgot password");
  });
});

describe("GET /api/account/export", () => {
  let host: { token: string; email: string };
  let filled: TFilledAccount;

  beforeAll(async () => {
    host = await registerAndGetToken("Exporter");
    filled = await fillAccount(host.token, host.email, "Exporter");
  }, 90_000);

  it("holds the account JSON, the guestbook with both recordings (original and MP3) and its guest list, the message, the card and the image", async () => {
    const { response, bytes } = await download(host.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(Number(response.headers.get("x-archive-size"))).toBe(bytes.length);
    const entries = readZip(bytes);
    const names = entries.map((entry) => entry.name);
    const file = (pattern: RegExp) => {
      const found = entries.filter((entry) => pattern.test(entry.name));
      expect([pattern.source, found.length]).toEqual([pattern.source, 1]);
      return found[0];
    };

    const account = JSON.parse(file(/^account\.json$/).data.toString("utf8"));
    expect(account.profile).toMatchObject({ id: filled.userId, email: host.email, firstName: "Exporter" });
    expect(JSON.stringify(account)).not.toMatch(/passwordHash|scrypt/);
    expect(JSON.parse(file(/^payments\.json$/).data.toString("utf8"))).toEqual([]);

    const folder = `guestbooks/Exporter Party (${filled.guestbookId})`;
    expect(JSON.parse(file(new RegExp(`^${escape(folder)}/guestbook\\.json$`)).data.toString("utf8"))).toMatchObject({
      id: filled.guestbookId,
      name: "Exporter Party",
    });
    const guests = file(new RegExp(`^${escape(folder)}/guests\\.csv$`)).data.toString("utf8");
    expect(guests).toContain("Exporter Guest 1,guest1.exporter@example.test");
    expect(guests).toContain("Exporter Guest 2,guest2.exporter@example.test");
    for (const [i, take] of filled.takes.entries()) {
      expect(file(new RegExp(`^${escape(folder)}/recordings/Exporter Guest ${i + 1} - .*\\.webm$`)).data.equals(take)).toBe(true);
      const mp3 = file(new RegExp(`^${escape(folder)}/recordings/Exporter Guest ${i + 1} - .*\\.mp3$`)).data;
      expect(mp3.subarray(0, 3).toString() === "ID3" || (mp3[0] === 0xff && (mp3[1] & 0xe0) === 0xe0)).toBe(true);
    }

    expect(JSON.parse(file(new RegExp(`^quick-messages/.*\\(${filled.messageId}\\)/message\\.json$`)).data.toString("utf8"))).toMatchObject({
      id: filled.messageId,
      title: "Exporter hello",
    });
    expect(file(new RegExp(`^quick-messages/.*\\(${filled.messageId}\\)/voice\\.webm$`)).data.equals(filled.messageTake)).toBe(true);
    file(new RegExp(`^quick-messages/.*\\(${filled.messageId}\\)/voice\\.mp3$`));
    expect(JSON.parse(file(new RegExp(`^audio-cards/Exporter card \\(${filled.cardId}\\)/card\\.json$`)).data.toString("utf8"))).toMatchObject({
      id: filled.cardId,
      title: "Happy birthday",
    });
    expect(file(new RegExp(`^audio-cards/Exporter card \\(${filled.cardId}\\)/voice\\.webm$`)).data.equals(filled.cardTake)).toBe(true);
    file(new RegExp(`^audio-cards/Exporter card \\(${filled.cardId}\\)/voice\\.mp3$`));
    const image = file(new RegExp(`^images/${filled.imageId}\\.jpg$`));
    expect((await sharp(image.data).metadata()).width).toBe(64);
    expect(names.filter((name) => name.endsWith(".webm"))).toHaveLength(4);
  });

  it("another user's export holds none of it", async () => {
    const other = await registerAndGetToken("Outsider");
    const { response, bytes } = await download(other.token);
    expect(response.status).toBe(200);
    const entries = readZip(bytes);
    expect(entries.map((entry) => entry.name).sort()).toEqual(["account.json", "payments.json"]);
    const text = entries.map((entry) => entry.data.toString("utf8")).join("\n");
    expect(text).toContain(other.email);
    for (const secret of [host.email, filled.userId, filled.guestbookId, filled.messageId, filled.cardId, filled.imageId, "Exporter"])
      expect(text).not.toContain(secret);
  });

  it("is refused without a session", async () => {
    expect((await fetch(`${baseUrl}/api/account/export`)).status).toBe(401);
  });

  it("leaves out the recordings past a free guestbook's guest limit, and says how many and why", async () => {
    const over = await registerAndGetToken("Overflow");
    const guestbookId = String((await createFreeGuestbook(over.token, { guestbookName: "Full Party", eventType: "Birthday" })).id);
    const take = await makeToneBytes(1.2, "webm");
    const locked: boolean[] = [];
    for (let n = 1; n <= 11; n += 1) {
      const saved = await recordAsGuest({ guestbookId, audio: take, guestName: `Guest ${n}` });
      expect(saved.status).toBe(201);
      locked.push(saved.body.requiresUpgrade === true);
    }
    expect(locked).toEqual([...Array(10).fill(false), true]);

    const { response, bytes } = await download(over.token);
    expect(response.status).toBe(200);
    const entries = readZip(bytes);
    const folder = `guestbooks/Full Party (${guestbookId})`;
    const originals = entries.filter((entry) => entry.name.startsWith(`${folder}/recordings/`) && entry.name.endsWith(".webm")).map((entry) => entry.name);
    expect(originals).toHaveLength(10);
    expect(entries.filter((entry) => entry.name.includes("Guest 11"))).toEqual([]);
    const guests = entries.find((entry) => entry.name === `${folder}/guests.csv`)!.data.toString("utf8");
    expect(guests).toContain("Guest 10,");
    expect(guests).not.toContain("Guest 11");
    const reason =
      "This recording requires a guestbook upgrade to play/download. Please upgrade your guestbook tier to access recordings made after exceeding your limit.";
    const guestbook = JSON.parse(entries.find((entry) => entry.name === `${folder}/guestbook.json`)!.data.toString("utf8"));
    expect(guestbook.lockedRecordingsLeftOut).toEqual({ count: 1, reason });
    const account = JSON.parse(entries.find((entry) => entry.name === "account.json")!.data.toString("utf8"));
    expect(account.lockedRecordingsLeftOut).toEqual({ count: 1, reason });
  }, 120_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("DELETE /api/account", () => {
  let host: { token: string; email: string; password: string };
  let filled: TFilledAccount;
  let keys: string[];
  let audioIds: string[];
  let paymentIds: string[];

  beforeAll(async () => {
    host = await registerAndGetToken("Leaver");
    filled = await fillAccount(host.token, host.email, "Leaver");
    // A business plan in the test-payment mode: a subscription to cancel and a payment to keep.
    const opened = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token: host.token,
      json: {
        upgradeType: "subscription",
        planKey: "reseller",
        successUrl: "/payment-success?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "/subscribe/reseller",
      },
    });
    expect((await api(`/api/test/complete-payment/${sessionIdFrom(opened.body.url)}`, { method: "POST", token: host.token })).status).toBe(200);
    const audio = await pool.query<{ id: string; originalKey: string; mp3Key: string | null }>(
      `SELECT id, "originalKey", "mp3Key" FROM "AudioFile" WHERE "originalKey" LIKE ANY($1)`,
      [[`guestbooks/${filled.guestbookId}/%`, `messages/${filled.userId}/%`, `cards/${filled.userId}/%`]],
    );
    audioIds = audio.rows.map((row) => row.id);
    const images = await pool.query<{ storageKey: string }>(`SELECT "storageKey" FROM "UserImage" WHERE "userId" = $1`, [filled.userId]);
    keys = [...audio.rows.flatMap((row) => [row.originalKey, row.mp3Key!]), ...images.rows.map((row) => row.storageKey)];
    paymentIds = (await pool.query<{ id: string }>(`SELECT id FROM "Payment" WHERE "userId" = $1`, [filled.userId])).rows.map((row) => row.id);
    // The address wrote to us too: a contact message, and its mail to support (which names it as Reply-To).
    const contact = await api("/api/contact", {
      base: proxiedBaseUrl,
      method: "POST",
      json: { name: "Leaver", email: host.email, message: "Hello from a leaver" },
      headers: asVisitor(),
    });
    expect(contact.status).toBe(201);
  }, 120_000);

  it("deletes nothing on a wrong password", async () => {
    expect(audioIds).toHaveLength(4);
    expect(keys).toHaveLength(9);
    for (const key of keys) expect([key, stored(key)]).toEqual([key, true]);
    const refused = await api("/api/account", { method: "DELETE", token: host.token, json: { password: "not the password" } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "WRONG_PASSWORD", error: "Your password is incorrect. Your account was not deleted." });
    expect((await api("/api/account", { method: "DELETE", token: host.token, json: {} })).status).toBe(400);
    expect((await profile(host.token)).status).toBe(200);
    expect((await signIn(host.email, host.password)).status).toBe(200);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "AccountDeletion" WHERE "userId" = $1`, [filled.userId])).rows[0].n).toBe(0);
    expect((await api(`/api/guestbooks/${filled.guestbookId}/public`)).status).toBe(200);
    for (const key of keys) expect(stored(key)).toBe(true);
  });

  it("with the password: ends the session, frees the email, and leaves no row and no file of the account; payments stay without it", async () => {
    const deleted = await api("/api/account", { method: "DELETE", token: host.token, json: { password: host.password } });
    expect(deleted.status).toBe(202);
    expect((await profile(host.token)).status).toBe(401);
    expect((await signIn(host.email, host.password)).status).toBe(401);

    await until(
      async () => (await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE id = $1`, [filled.userId])).rows[0].n,
      (left) => left === 0,
      60_000,
    );
    expect((await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE id = $1`, [filled.userId])).rows[0].n).toBe(0);
    const count = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows[0].n as number;
    expect(await count(`SELECT count(*)::int AS n FROM "Guestbook" WHERE id = $1`, [filled.guestbookId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "Recording" WHERE id = ANY($1)`, [filled.recordingIds])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "AudioMessage" WHERE id = $1`, [filled.messageId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "PersonalMessage" WHERE id = $1`, [filled.cardId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "UserImage" WHERE id = $1`, [filled.imageId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "AudioFile" WHERE id = ANY($1)`, [audioIds])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "Subscription" WHERE "userId" = $1`, [filled.userId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "AccountDeletion" WHERE "userId" = $1`, [filled.userId])).toBe(0);
    for (const key of keys) expect([key, stored(key)]).toEqual([key, false]);
    const prefixes = [`users/${filled.userId}/`, `cards/${filled.userId}/`, `messages/${filled.userId}/`, `guestbooks/${filled.guestbookId}/`];
    expect(listStorage().filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);

    expect(paymentIds).toHaveLength(1);
    const payments = await pool.query(
      `SELECT p."userId", p."amountCents", c."userId" AS "checkoutUserId", c."customerEmail" FROM "Payment" p LEFT JOIN "CheckoutSession" c ON c.id = p."checkoutSessionId" WHERE p.id = ANY($1)`,
      [paymentIds],
    );
    expect(payments.rows).toEqual([{ userId: null, amountCents: 9900, checkoutUserId: null, customerEmail: null }]);
    const everything = JSON.stringify(
      (await pool.query(`SELECT * FROM "CheckoutSession" c JOIN "Payment" p ON p."checkoutSessionId" = c.id WHERE p.id = ANY($1)`, [paymentIds])).rows,
    );
    expect(everything).not.toContain(host.email);
    expect(everything).not.toContain(filled.userId);

    expect((await fetch(`${baseUrl}/live-guestbook/${filled.guestbookId}`)).status).toBe(404);
    expect((await api(`/api/guestbooks/${filled.guestbookId}/public`)).status).toBe(404);

    // No mail of the address is left (its verification mail, the contact mail, and the deletion notice
    // once it has gone), and no contact message.
    const mailsOfAddress = () => count(`SELECT count(*)::int AS n FROM "Mail" WHERE "to" = $1 OR "replyTo" = $1`, [host.email]);
    await until(mailsOfAddress, (left) => left === 0, 30_000);
    expect(await mailsOfAddress()).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM "ContactMessage" WHERE email = $1`, [host.email])).toBe(0);
  }, 90_000);

  it("lets the same email sign up again", async () => {
    const again = await api("/api/auth/register", {
      base: proxiedBaseUrl,
      method: "POST",
      json: { firstName: "Back", email: host.email, password: "a fresh password" },
      headers: asVisitor(),
    });
    expect(again.status).toBe(201);
    expect((await profile(String(again.body.token))).body).toMatchObject({ email: host.email });
  });

  it("takes an account without a password only with a fresh sign-in of its own Google account", async () => {
    const email = uniqueEmail("googler");
    const sub = `googler-${randomUUID()}`;
    const created = await api("/api/auth/google", { method: "POST", json: { credential: await googleToken({ sub, email, given_name: "Gus" }) } });
    const token = String(created.body.token);
    const remove = (json: unknown) => api("/api/account", { method: "DELETE", token, json });
    // What the session itself could know (the email) confirms nothing any more.
    expect(await remove({ password: email })).toMatchObject({ status: 400, body: { error: "Please sign in with Google to confirm." } });
    expect(await remove({ credential: await googleToken({ sub: `${sub}-other`, email }) })).toMatchObject({
      status: 403,
      body: { code: "GOOGLE_REAUTH_MISMATCH" },
    });
    expect(await remove({ credential: await googleToken({ sub, email }, { issuedAgoSeconds: 6 * 60, expiresIn: "1h" }) })).toMatchObject({
      status: 403,
      body: { code: "GOOGLE_SIGN_IN_TOO_OLD", error: "Please sign in with Google again to confirm. Your account was not deleted." },
    });
    expect(await remove({ credential: "not-a-google-token" })).toMatchObject({ status: 401 });
    expect((await profile(token)).status).toBe(200);

    expect((await remove({ credential: await googleToken({ sub, email }, { issuedAgoSeconds: 30 }) })).status).toBe(202);
    expect((await profile(token)).status).toBe(401);
    expect((await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE "googleId" = $1`, [sub])).rows[0].n).toBe(0);
  });
});
