// Pro audio cards over HTTP against the running app, real ffmpeg and storage (spec 002 "Pro cards"):
// who may create them, one and a batch, the owner's calls, activation with its guessing limits, the
// activating browser's look and recording (and every other browser refused), the public page and audio,
// hosting that ended, Forever Hosting, deletion with the files, the cover upload alias, the redirect and
// the owner's printable activation sheet.
import { existsSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { sweepUnusedImages } from "@/lib/images/user-images/sweep-unused-images";
import { webpCopyKey } from "@/lib/images/user-images/webp-copies";
import { ACTIVATION_CODE_ALPHABET, PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";
import { decodedQrCodes } from "@/tests/helpers/pdf-qr";
import { api, asVisitor, newAddress, registerAndGetToken, type TApiResult } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, dataDir, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook } from "@/tests/helpers/guestbooks";
import { sessionIdFrom } from "@/tests/helpers/payments";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 3 });
afterAll(() => pool.end());
const stored = (key: string) => existsSync(path.join(dataDir, "uploads", key));
const API = "/api/subscription-audio-messages";

type TUser = { token: string; userId: string; email: string };
type TMade = { name: string; messageId: string; activationCode: string; url: string; expiresAt: string };

async function member(name: string, tier: string | null, opts: { expiresAt?: Date | null; isAdmin?: boolean } = {}): Promise<TUser> {
  const { token, email } = await registerAndGetToken(name);
  const { rows } = await pool.query<{ id: string }>(
    `UPDATE "User" SET "subscriptionTier" = $2, "subscriptionExpiresAt" = $3, "isAdmin" = $4 WHERE email = $1 RETURNING id`,
    [email, tier, opts.expiresAt === undefined ? new Date(Date.now() + 30 * 86_400_000) : opts.expiresAt, opts.isAdmin ?? false],
  );
  return { token, email, userId: rows[0].id };
}

const create = (user: TUser, json?: unknown) => api(API, { method: "POST", token: user.token, json });

async function makeCard(user: TUser, json: unknown = {}): Promise<TMade> {
  const made = await create(user, json);
  if (made.status !== 201) throw new Error(`create failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body as unknown as TMade;
}

/** A browser: its own address, and the cookies the server gave it. */
class Browser {
  readonly address = newAddress();
  private readonly cookies = new Map<string, string>();

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async call(route: string, opts: { method?: string; json?: unknown; raw?: string; token?: string } = {}): Promise<TApiResult> {
    const cookie = this.cookieHeader();
    const result = await api(route, { ...opts, base: proxiedBaseUrl, headers: { ...asVisitor(this.address), ...(cookie ? { cookie } : {}) } });
    for (const line of result.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return result;
  }

  activate(id: string, activationCode: string) {
    return this.call(`${API}/${id}/activate`, { method: "POST", json: { activationCode } });
  }

  record(id: string, json: Record<string, unknown>) {
    return this.call(`${API}/${id}/record`, { method: "POST", json });
  }

  /** Hands this browser's cookies to another (a copied cookie). */
  copyCookiesTo(other: Browser) {
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
  }
}

const take = (bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  audioData: bytes.toString("base64"),
  audioType: "audio/webm",
  duration: 2.5,
  ...extra,
});
const get = (url: string, token?: string) => fetch(`${baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const rowOf = async (id: string) => (await pool.query(`SELECT * FROM "ProAudioMessage" WHERE id = $1`, [id])).rows[0] as Record<string, unknown>;
const lookOf = async (id: string) => (await pool.query(`SELECT * FROM "CardLook" WHERE "proAudioMessageId" = $1`, [id])).rows[0] as Record<string, unknown>;
const audioOf = async (id: string) =>
  (await pool.query(`SELECT a.* FROM "AudioFile" a JOIN "ProAudioMessage" p ON p."audioId" = a.id WHERE p.id = $1`, [id])).rows[0] as
    { id: string; originalKey: string; mp3Key: string | null; status: string; durationMs: number } | undefined;
const codeShape = new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{8}$`);

/** A seller of `tier` and a voice of `seconds`, made before the describe block's tests. */
function sellerWithTone(tier: string, seconds: number): { seller: TUser; tone: Buffer } {
  const given = {} as { seller: TUser; tone: Buffer };
  beforeAll(async () => {
    given.seller = await member("Seller", tier);
    given.tone = await makeToneBytes(seconds);
  }, 60_000);
  return given;
}

describe("who may create pro audio cards", () => {
  it("refuses accounts without a pro card tier, with an ended one, and a reseller's, with 403 PRO_TIER_REQUIRED", async () => {
    const none = await member("Plain", null, { expiresAt: null });
    const ended = await member("Lapsed", "product_seller", { expiresAt: new Date(Date.now() - 60_000) });
    const reseller = await member("Reseller", "guestbook_reseller");
    for (const user of [none, ended, reseller]) {
      const refused = await create(user);
      expect([refused.status, refused.body.code]).toEqual([403, "PRO_TIER_REQUIRED"]);
    }
    expect((await create(ended)).body.error).toMatch(/^Your subscription has ended\./);
    expect((await api(API, { method: "POST" })).status).toBe(401);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "ProAudioMessage" WHERE "creatorId" = ANY($1)`, [
      [none.userId, ended.userId, reseller.userId],
    ]);
    expect(rows[0].n).toBe(0);
  });

  it.each([["product_seller"], ["combined_pro"], ["corporate"]])("lets %s create them", async (tier) => {
    expect((await create(await member("Seller", tier))).status).toBe(201);
  });

  it("lets admins create them without a tier", async () => {
    expect((await create(await member("Admin", null, { expiresAt: null, isAdmin: true }))).status).toBe(201);
  });
});

describe("creating and managing pro audio cards", () => {
  let seller: TUser;
  let other: TUser;
  let card: TMade;

  beforeAll(async () => {
    seller = await member("Seller", "product_seller");
    other = await member("Other", "product_seller");
    await pool.query(
      `INSERT INTO "ProSettings" ("userId", "customButtonColor", "customButtonTextColor", "updatedAt") VALUES ($1, '#123abc', '#fefefe', now())`,
      [seller.userId],
    );
  });

  it("makes an unrecorded, inactive card with a sealed 8-character code, valid a year, in the creator's colours", async () => {
    const made = await create(seller, { name: "Gift for Ann" });
    expect(made.status).toBe(201);
    const { cards, usage, ...first } = made.body;
    card = first as unknown as TMade;
    expect(cards).toEqual([card]);
    expect(usage).toEqual({ subscriptionGuestbooksLimit: 0, subscriptionGuestbooksCreated: 0, audioMessagePagesLimit: null, audioMessagePagesUsed: 1 });
    expect(card).toMatchObject({ name: "Gift for Ann", messageId: expect.stringMatching(/^[A-Za-z0-9]{22}$/) });
    expect(card.activationCode).toMatch(codeShape);
    expect(card.url).toMatch(new RegExp(`/audio/${card.messageId}$`));
    const year = Date.parse(card.expiresAt) - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    expect(year).toBeLessThan(367 * 86_400_000);

    const row = await rowOf(card.messageId);
    expect(row).toMatchObject({ status: "created", isActive: false, audioId: null, recorderTokenHash: null });
    // Its look: the creator's button colours, the pro defaults for the rest.
    expect(await lookOf(card.messageId)).toMatchObject({
      personalMessageId: null,
      buttonColor: "#123abc",
      buttonTextColor: "#fefefe",
      titleColor: "#000000",
      subtitleColor: "#666666",
      coverTitleColor: "#ffffff",
      showOverlay: true,
      allowDownload: true,
      foreverHostingEnabled: true,
      foreverHosted: false,
    });
    // The code is nowhere in the row as typed: only its HMAC and its sealed copy.
    expect(JSON.stringify(row)).not.toContain(card.activationCode);
    expect(row.activationCodeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("makes a batch in one go, every card with its own code, numbered, counted in the usage", async () => {
    const made = await create(seller, { count: 5 });
    expect(made.status).toBe(201);
    const cards = made.body.cards as TMade[];
    expect(cards).toHaveLength(5);
    expect(made.body.messageId).toBe(cards[0].messageId);
    expect(new Set(cards.map((made) => made.messageId)).size).toBe(5);
    expect(cards.every((made) => codeShape.test(made.activationCode))).toBe(true);
    expect(cards.map((made) => made.name)).toEqual(["Pro Audio Card 2", "Pro Audio Card 3", "Pro Audio Card 4", "Pro Audio Card 5", "Pro Audio Card 6"]);
    expect((made.body.usage as Record<string, unknown>).audioMessagePagesUsed).toBe(6);
    // Each with a look of its own, written with the batch.
    const { rows: looks } = await pool.query(`SELECT count(*)::int AS n FROM "CardLook" WHERE "proAudioMessageId" = ANY($1)`, [
      cards.map((made) => made.messageId),
    ]);
    expect(looks).toEqual([{ n: 5 }]);

    const named = await create(seller, { name: "Shop", count: 2 });
    expect((named.body.cards as TMade[]).map((made) => made.name)).toEqual(["Shop 1", "Shop 2"]);
  });

  it("refuses a batch of 0 or 201, and a count that is not a whole number, making nothing", async () => {
    const before = (await api(API, { token: seller.token })).body.messages as unknown[];
    for (const count of [0, 201, 2.5, "3"]) {
      const refused = await create(seller, { count });
      expect([count, refused.status, refused.body.code]).toEqual([count, 400, "INVALID_INPUT"]);
    }
    expect((await api(API, { token: seller.token })).body.messages).toHaveLength(before.length);
  });

  it("lists the owner's cards newest first with their codes and the counters; another user sees none of them", async () => {
    const list = await api(API, { token: seller.token });
    expect(list.status).toBe(200);
    const messages = list.body.messages as Record<string, unknown>[];
    expect(messages).toHaveLength(8);
    expect(messages.at(-1)).toMatchObject({
      messageId: card.messageId,
      name: "Gift for Ann",
      activationCode: card.activationCode,
      status: "created",
      isActive: false,
      creatorDefaultButtonColor: "#123abc",
    });
    expect(list.body.usage).toMatchObject({ audioMessagePagesUsed: 8, audioMessagePagesLimit: null });
    expect(JSON.stringify(list.body)).not.toMatch(/activationCodeHash|activationCodeSealed|recorderTokenHash|originalKey/);
    expect((await api(API, { token: other.token })).body.messages).toEqual([]);

    const dashboard = await api("/api/dashboard-data", { token: seller.token });
    expect(dashboard.body.subscriptionInfo).toEqual({
      subscriptionGuestbooksLimit: 0,
      subscriptionGuestbooksCreated: 0,
      audioMessagePagesLimit: null,
      audioMessagePagesUsed: 8,
    });
  });

  it("shows and changes a card for its owner, and answers another user's manage calls 404", async () => {
    const shown = await api(`${API}/${card.messageId}/manage`, { token: seller.token });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toMatchObject({ messageId: card.messageId, activationCode: card.activationCode, activatedAt: null, recordedAt: null });

    const changed = await api(`${API}/${card.messageId}/manage`, {
      method: "PUT",
      token: seller.token,
      json: { name: "Ann's card", coverTitleColor: "#ABCDEF", allowDownload: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatchObject({ name: "Ann's card", coverTitleColor: "#ABCDEF", allowDownload: false });
    for (const json of [{ buttonColor: "yellow" }, { title: "t".repeat(121) }, { name: "" }]) {
      expect((await api(`${API}/${card.messageId}/manage`, { method: "PUT", token: seller.token, json })).status).toBe(400);
    }

    const routes: [string, string, unknown][] = [
      ["GET", `${API}/${card.messageId}/manage`, undefined],
      ["PUT", `${API}/${card.messageId}/manage`, { name: "Mine now" }],
      ["DELETE", `${API}/${card.messageId}`, undefined],
    ];
    for (const [method, route, json] of routes) {
      const result = await api(route, { method, token: other.token, json });
      expect([route, method, result.status, result.body.error]).toEqual([route, method, 404, PRO_CARD_TEXTS.notFound]);
      expect((await api(route, { method, json })).status).toBe(401);
    }
    expect((await api(`${API}/${card.messageId}/manage`, { token: seller.token })).body.message).toMatchObject({ name: "Ann's card" });
  });
});

describe("activating, personalizing and recording a pro card", () => {
  const given = sellerWithTone("combined_pro", 2.5);

  it("hides a card until it is activated, and names a missing one", async () => {
    const card = await makeCard(given.seller);
    const hidden = await api(`${API}/${card.messageId}`);
    expect([hidden.status, hidden.body]).toEqual([404, { error: "Audio message page not activated", code: "NOT_ACTIVATED" }]);
    expect((await api(`${API}/${"x".repeat(22)}`)).body).toEqual({ error: PRO_CARD_TEXTS.notFound, code: "NOT_FOUND" });
    expect((await get(`${API}/${card.messageId}/audio`)).status).toBe(404);
  });

  it("refuses wrong, short and long codes, then takes the right one typed in lowercase with spaces", async () => {
    const card = await makeCard(given.seller);
    const browser = new Browser();
    const wrong = card.activationCode.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    for (const code of [wrong, card.activationCode.slice(0, 7), `${card.activationCode}A`, "", "0OI1L0OI"]) {
      const refused = await browser.activate(card.messageId, code);
      expect([code, refused.status, refused.body]).toEqual([code, 400, { error: PRO_CARD_TEXTS.codeInvalid, code: "ACTIVATION_CODE_INVALID" }]);
    }
    const tooLong = await browser.activate(card.messageId, "A".repeat(33));
    expect([tooLong.status, tooLong.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect((await browser.call(`${API}/${card.messageId}/activate`, { method: "POST", json: {} })).status).toBe(400);

    const typed = `  ${card.activationCode.slice(0, 4).toLowerCase()} ${card.activationCode.slice(4).toLowerCase()} `;
    const activated = await browser.activate(card.messageId, typed);
    expect(activated.status).toBe(200);
    expect(activated.body.message).toMatchObject({
      messageId: card.messageId,
      status: "activated",
      isActive: true,
      canRecord: true,
      audioUrl: null,
      creatorId: given.seller.userId,
    });
    expect(JSON.stringify(activated.body)).not.toMatch(/activationCode|recorderToken|"name"/);
    const cookie = activated.headers.getSetCookie().find((line) => line.startsWith(`eb_pro_rec_${card.messageId}=`));
    expect(cookie).toMatch(/; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    expect(activated.headers.get("cache-control")).toBe("no-store");

    // Anyone sees it now; only the activating browser may record it.
    expect((await browser.call(`${API}/${card.messageId}`)).body.message).toMatchObject({ canRecord: true });
    const stranger = await api(`${API}/${card.messageId}`);
    expect(stranger.status).toBe(200);
    expect(stranger.body.message).toMatchObject({ status: "activated", canRecord: false, activatedAt: expect.any(String) });
  });

  it("locks a card's activation for an address after its 10 wrong codes, and not for the recipient elsewhere", async () => {
    const card = await makeCard(given.seller);
    const guesser = new Browser();
    const wrong = card.activationCode.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    for (let n = 1; n <= 10; n += 1) expect((await guesser.activate(card.messageId, wrong)).status).toBe(400);
    const eleventh = await guesser.activate(card.messageId, wrong);
    expect([eleventh.status, eleventh.body]).toEqual([429, { error: PRO_CARD_TEXTS.locked, code: "ACTIVATION_LOCKED" }]);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The right code waits too, from the guessing address.
    expect((await guesser.activate(card.messageId, card.activationCode)).status).toBe(429);
    // The recipient, elsewhere, is not locked out by someone else's guesses.
    const recipient = new Browser();
    expect((await recipient.activate(card.messageId, card.activationCode)).status).toBe(200);
  });

  it("locks a card for every address only past 100 wrong codes, until the wait is over", async () => {
    const card = await makeCard(given.seller);
    const wrong = card.activationCode.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    const guessers = Array.from({ length: 10 }, () => new Browser());
    const statuses = await Promise.all(
      guessers.map(async (guesser) => {
        const answers: number[] = [];
        for (let n = 1; n <= 10; n += 1) answers.push((await guesser.activate(card.messageId, wrong)).status);
        return answers;
      }),
    );
    expect(statuses.flat()).toEqual(Array(100).fill(400));
    const recipient = new Browser();
    const locked = await recipient.activate(card.messageId, card.activationCode);
    expect([locked.status, locked.body.code]).toEqual([429, "ACTIVATION_LOCKED"]);
    // Another card is not locked by this one's guesses.
    const next = await makeCard(given.seller);
    expect((await recipient.activate(next.messageId, next.activationCode)).status).toBe(200);

    // Once the 15 minutes are over (moved along in the database), the right code activates it.
    await pool.query(`UPDATE "RateLimit" SET "resetAt" = now() + interval '3599 seconds' WHERE key = $1`, [`pro-activate-fail:card:${card.messageId}`]);
    expect((await recipient.activate(card.messageId, card.activationCode)).status).toBe(200);
  });

  it("lets only the activating browser change the look before recording; the name stays the owner's", async () => {
    const card = await makeCard(given.seller, { name: "Seller's label" });
    const recipient = new Browser();
    const stranger = new Browser();
    const look = { title: "Happy birthday", subtitle: "", coverTitleColor: "#112233", showOverlay: false, coverImageUrl: "/stock/beach.jpg", name: "Hijacked" };
    const early = await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: look });
    expect([early.status, early.body.code]).toEqual([404, "NOT_ACTIVATED"]);

    await recipient.activate(card.messageId, card.activationCode);
    const refused = await stranger.call(`${API}/${card.messageId}/update`, { method: "PUT", json: look });
    expect([refused.status, refused.body]).toEqual([403, { error: PRO_CARD_TEXTS.recorderOnly, code: "RECORDER_ONLY" }]);
    const changed = await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: look });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatchObject({
      title: "Happy birthday",
      subtitle: "",
      coverTitleColor: "#112233",
      showOverlay: false,
      coverImageUrl: "/stock/beach.jpg",
    });
    expect((await rowOf(card.messageId)).name).toBe("Seller's label");
    const bad = await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: { buttonColor: "red" } });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  it("refuses a recording before activation, from another browser (also one that activated another card), a 61 s or non-audio take, and a 20 MB body", async () => {
    const card = await makeCard(given.seller);
    const recipient = new Browser();
    const early = await recipient.record(card.messageId, take(given.tone));
    expect([early.status, early.body.code]).toEqual([404, "NOT_ACTIVATED"]);

    await recipient.activate(card.messageId, card.activationCode);
    const stranger = new Browser();
    const noCookie = await stranger.record(card.messageId, take(given.tone));
    expect([noCookie.status, noCookie.body.code]).toEqual([403, "RECORDER_ONLY"]);
    // A browser that activated another card holds that card's cookie only.
    const elsewhere = await makeCard(given.seller);
    await stranger.activate(elsewhere.messageId, elsewhere.activationCode);
    expect((await stranger.record(card.messageId, take(given.tone))).status).toBe(403);

    const long = await recipient.record(card.messageId, take(await makeToneBytes(61), { duration: 59 }));
    expect([long.status, long.body.code, long.body.error]).toEqual([
      422,
      "UNPROCESSABLE",
      "This recording is longer than the 1 minute limit. Please record a shorter message.",
    ]);
    const text = Buffer.from("not a recording at all\n".repeat(200));
    expect((await recipient.record(card.messageId, take(text))).status).toBe(415);
    const empty = await recipient.record(card.messageId, { duration: 3 });
    expect([empty.status, empty.body.code]).toEqual([400, "INVALID_INPUT"]);

    const huge = JSON.stringify({ audioData: "A".repeat(20 * 1024 * 1024), duration: 30 });
    const tooLarge = await recipient.call(`${API}/${card.messageId}/record`, { method: "POST", raw: huge });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect(tooLarge.body.error).toBe("This recording is too large to upload (the limit is 12 MB).");

    // Nothing was kept: the card still waits for its voice.
    expect(await rowOf(card.messageId)).toMatchObject({ status: "activated", audioId: null });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE "originalKey" LIKE $1`, [
      `cards/${given.seller.userId}/audio/${card.messageId}_%`,
    ]);
    expect(rows[0].n).toBe(0);
  }, 90_000);

  it("records once from the activating browser, then the card is read-only and plays to anyone", async () => {
    const card = await makeCard(given.seller, { name: "Label" });
    const recipient = new Browser();
    await recipient.activate(card.messageId, card.activationCode);
    const recorded = await recipient.record(
      card.messageId,
      take(given.tone, { title: "From Ann", allowDownload: true, buttonColor: "#00aa00", coverTitleColor: "#222222" }),
    );
    expect(recorded.status).toBe(201);
    expect(recorded.body.message).toMatchObject({
      status: "recorded",
      title: "From Ann",
      buttonColor: "#00aa00",
      coverTitleColor: "#222222",
      canRecord: false,
      audioUrl: `${API}/${card.messageId}/audio`,
    });
    expect(Math.abs(Number((recorded.body.message as Record<string, unknown>).durationMs) - 2500)).toBeLessThanOrEqual(200);
    // The recorder cookie is spent.
    expect(recorded.headers.getSetCookie().some((line) => line.startsWith(`eb_pro_rec_${card.messageId}=;`) && line.includes("Max-Age=0"))).toBe(true);
    expect(await rowOf(card.messageId)).toMatchObject({ recorderTokenHash: null, recordedAt: expect.any(Date) });

    const again = await recipient.record(card.messageId, take(given.tone));
    expect([again.status, again.body]).toEqual([409, { error: PRO_CARD_TEXTS.alreadyRecorded, code: "ALREADY_RECORDED" }]);
    const edit = await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: { title: "Changed" } });
    expect([edit.status, edit.body.code]).toEqual([409, "ALREADY_RECORDED"]);
    expect((await new Browser().activate(card.messageId, card.activationCode)).body.code).toBe("ALREADY_RECORDED");

    const played = await get(`${API}/${card.messageId}/audio`);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(given.tone)).toBe(true);
    const audio = await until(
      () => audioOf(card.messageId),
      (row) => row?.status === "ready",
    );
    expect(audio?.originalKey.startsWith(`cards/${given.seller.userId}/audio/${card.messageId}_`)).toBe(true);
    const mp3 = await get(`${API}/${card.messageId}/mp3?download=1`);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get("content-disposition")).toContain("From Ann.mp3");
    expect((await get(`${API}/${card.messageId}/mp3?download=1`, given.seller.token)).headers.get("content-disposition")).toContain("Label.mp3");

    // The owner still manages it: downloads off, then the public can neither save it nor the owner.
    await api(`${API}/${card.messageId}/manage`, { method: "PUT", token: given.seller.token, json: { allowDownload: false } });
    expect((await get(`${API}/${card.messageId}/mp3`)).status).toBe(403);
    expect((await get(`${API}/${card.messageId}/mp3`, given.seller.token)).status).toBe(403);
    expect((await get(`${API}/${card.messageId}/audio?download=1`)).status).toBe(403);
    expect((await get(`${API}/${card.messageId}/audio`)).status).toBe(200);
  });

  it("moves the right to record to the device that types the code again, before recording", async () => {
    const card = await makeCard(given.seller);
    const laptop = new Browser();
    const phone = new Browser();
    await laptop.activate(card.messageId, card.activationCode);
    const laptopCopy = new Browser();
    laptop.copyCookiesTo(laptopCopy);
    expect((await phone.activate(card.messageId, card.activationCode)).status).toBe(200);
    expect((await laptop.call(`${API}/${card.messageId}/update`, { method: "PUT", json: { title: "x" } })).body.code).toBe("RECORDER_ONLY");
    expect((await laptopCopy.record(card.messageId, take(given.tone))).body.code).toBe("RECORDER_ONLY");
    expect((await phone.record(card.messageId, take(given.tone))).status).toBe(201);
    // Activating again kept the first activation's date.
    expect((await rowOf(card.messageId)).activatedAt).toBeInstanceOf(Date);
  });

  it("takes a recipient's cover upload for the card only from the activating browser, out of the creator's own uploads", async () => {
    const card = await makeCard(given.seller);
    const recipient = new Browser();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const upload = (browser: Browser, query = `?messageId=${card.messageId}`) => {
      const form = new FormData();
      form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
      return fetch(`${proxiedBaseUrl}/api/pro-audio-upload-image${query}`, {
        method: "POST",
        body: form,
        headers: { ...asVisitor(browser.address), cookie: browser.cookieHeader() },
      });
    };
    expect((await upload(recipient)).status).toBe(404);
    await recipient.activate(card.messageId, card.activationCode);
    expect((await upload(new Browser())).status).toBe(403);
    expect((await upload(recipient, "")).status).toBe(404);
    const uploaded = await upload(recipient);
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/api\/user-images\/[A-Za-z0-9]+$/);
    expect((await get(imageUrl)).headers.get("content-type")).toBe("image/jpeg");
    const mine = await api("/api/user-images", { token: given.seller.token });
    expect((mine.body.images as { url: string }[]).map((image) => image.url)).not.toContain(imageUrl);
    // The card's image, no account's: stored under the card.
    const { rows } = await pool.query(`SELECT "userId", "proAudioMessageId", "storageKey" FROM "UserImage" WHERE id = $1`, [imageUrl.split("/").pop()]);
    expect(rows[0]).toMatchObject({
      userId: null,
      proAudioMessageId: card.messageId,
      storageKey: expect.stringMatching(new RegExp(`^cards/${card.messageId}/images/`)),
    });
    expect(stored(rows[0].storageKey)).toBe(true);
    expect((await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: { coverImageUrl: imageUrl } })).status).toBe(200);

    // A signed-in user's upload through the alias is their own, as with /api/upload-image.
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    const own = await fetch(`${proxiedBaseUrl}/api/pro-audio-upload-image`, {
      method: "POST",
      body: form,
      headers: { ...asVisitor(), authorization: `Bearer ${given.seller.token}` },
    });
    expect(own.status).toBe(201);
    const ownUrl = ((await own.json()) as { imageUrl: string }).imageUrl;
    expect(((await api("/api/user-images", { token: given.seller.token })).body.images as { url: string }[]).map((image) => image.url)).toContain(ownUrl);
  });
});

describe("images uploaded without an account", () => {
  const given = sellerWithTone("combined_pro", 2.5);

  it("are removed with their files a day after upload once no card, guestbook or post uses them; used, newer and account images stay", async () => {
    const card = await makeCard(given.seller);
    const recipient = new Browser();
    await recipient.activate(card.messageId, card.activationCode);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc6633" } })
      .png()
      .toBuffer();
    const upload = async (headers: Record<string, string>, query: string) => {
      const form = new FormData();
      form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
      const response = await fetch(`${proxiedBaseUrl}/api/pro-audio-upload-image${query}`, {
        method: "POST",
        body: form,
        headers: { ...asVisitor(recipient.address), ...headers },
      });
      expect(response.status).toBe(201);
      const id = ((await response.json()) as { imageUrl: string }).imageUrl.split("/").pop()!;
      const row = (await pool.query(`SELECT "storageKey", "webpWidths" FROM "UserImage" WHERE id = $1`, [id])).rows[0] as {
        storageKey: string;
        webpWidths: number[];
      };
      // 40 px wide: one WebP copy, at its own width, stored beside it.
      expect(row.webpWidths).toEqual([40]);
      return { id, key: row.storageKey, copyKey: webpCopyKey(row.storageKey, 40) };
    };
    const asRecipient = { cookie: recipient.cookieHeader() };
    const [chosen, dropped, fresh, onGuestbook] = [
      await upload(asRecipient, `?messageId=${card.messageId}`),
      await upload(asRecipient, `?messageId=${card.messageId}`),
      await upload(asRecipient, `?messageId=${card.messageId}`),
      await upload(asRecipient, `?messageId=${card.messageId}`),
    ];
    const account = await upload({ authorization: `Bearer ${given.seller.token}` }, "");
    expect((await recipient.call(`${API}/${card.messageId}/update`, { method: "PUT", json: { coverImageUrl: `/api/user-images/${chosen.id}` } })).status).toBe(
      200,
    );
    // Another page showing the image keeps it too (its url copied onto a guestbook's cover).
    const guestbook = await createFreeGuestbook((await member("Host", null)).token, { guestbookName: "Images" });
    await pool.query(`UPDATE "Guestbook" SET "coverImageUrl" = $2 WHERE id = $1`, [guestbook.id, `/api/user-images/${onGuestbook.id}`]);
    const backdate = (ids: string[], hours: number) =>
      pool.query(`UPDATE "UserImage" SET "createdAt" = now() - make_interval(hours => $2) WHERE id = ANY($1::text[])`, [ids, hours]);
    await backdate([chosen.id, dropped.id, onGuestbook.id, account.id], 25);
    await backdate([fresh.id], 23);

    const exists = async (id: string) => (await pool.query(`SELECT 1 FROM "UserImage" WHERE id = $1`, [id])).rowCount === 1;
    expect(await sweepUnusedImages()).toBeGreaterThanOrEqual(1);
    expect([await exists(dropped.id), stored(dropped.key), stored(dropped.copyKey)]).toEqual([false, false, false]);
    expect((await get(`/api/user-images/${dropped.id}`)).status).toBe(404);
    for (const kept of [chosen, fresh, onGuestbook, account])
      expect([kept.id, await exists(kept.id), stored(kept.key), stored(kept.copyKey)]).toEqual([kept.id, true, true, true]);
    expect((await get(`/api/user-images/${chosen.id}`)).status).toBe(200);

    // The card deleted: its cover is used by nothing any more and goes on the next sweep.
    expect((await api(`${API}/${card.messageId}`, { method: "DELETE", token: given.seller.token })).status).toBe(200);
    await sweepUnusedImages();
    expect([await exists(chosen.id), stored(chosen.key), stored(chosen.copyKey)]).toEqual([false, false, false]);
    for (const kept of [fresh, onGuestbook, account]) expect(await exists(kept.id)).toBe(true);
  });
});

describe("a pro card's year, Forever Hosting and deletion", () => {
  const given = sellerWithTone("corporate", 2);

  async function recordedCard(): Promise<TMade> {
    const card = await makeCard(given.seller);
    const recipient = new Browser();
    await recipient.activate(card.messageId, card.activationCode);
    expect((await recipient.record(card.messageId, take(given.tone))).status).toBe(201);
    return card;
  }

  it("answers 'hosting ended' once its year has passed, keeps it for its owner, and Forever Hosting brings it back", async () => {
    const card = await recordedCard();
    await pool.query(`UPDATE "ProAudioMessage" SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [card.messageId]);
    const ended = await api(`${API}/${card.messageId}`);
    expect(ended.status).toBe(410);
    expect(ended.body).toMatchObject({ code: "HOSTING_ENDED", error: expect.stringContaining("has ended") });
    expect((await get(`${API}/${card.messageId}/audio`)).status).toBe(410);
    expect((await get(`${API}/${card.messageId}/audio`, given.seller.token)).status).toBe(200);
    expect((await api(`${API}/${card.messageId}/manage`, { token: given.seller.token })).body.message).toMatchObject({ hostingEnded: true });

    const opened = await api(`/api/forever-hosting/subscription-message/${card.messageId}`, { method: "POST", token: given.seller.token });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdFrom(opened.body.url);
    expect(opened.body.sessionId).toBe(sessionId);
    const { rows } = await pool.query(`SELECT purpose, "amountCents", "proAudioMessageId" FROM "CheckoutSession" WHERE id = $1`, [sessionId]);
    expect(rows[0]).toEqual({ purpose: "forever_hosting_pro", amountCents: 199, proAudioMessageId: card.messageId });
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token: given.seller.token })).status).toBe(200);

    const back = await api(`${API}/${card.messageId}`);
    expect(back.status).toBe(200);
    expect(back.body.message).toMatchObject({ foreverHosted: true, expiresAt: null, hostingEnded: false });
    expect((await get(`${API}/${card.messageId}/audio`)).status).toBe(200);
    const again = await api(`/api/forever-hosting/subscription-message/${card.messageId}`, { method: "POST", token: given.seller.token, json: {} });
    expect([again.status, again.body.error]).toEqual([409, "This audio card already has Forever Hosting."]);
  });

  it("cannot be activated once its year has passed", async () => {
    const card = await makeCard(given.seller);
    await pool.query(`UPDATE "ProAudioMessage" SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [card.messageId]);
    expect((await new Browser().activate(card.messageId, card.activationCode)).body.code).toBe("HOSTING_ENDED");
  });

  it("deletes a card with its voice's rows and files; its page is then 404", async () => {
    const card = await recordedCard();
    const audio = await until(
      () => audioOf(card.messageId),
      (row) => row?.status === "ready",
    );
    expect(stored(audio!.originalKey) && stored(audio!.mp3Key!)).toBe(true);
    expect(await api(`${API}/${card.messageId}`, { method: "DELETE", token: given.seller.token })).toMatchObject({ status: 200, body: { ok: true } });
    expect([stored(audio!.originalKey), stored(audio!.mp3Key!)]).toEqual([false, false]);
    expect((await pool.query(`SELECT 1 FROM "AudioFile" WHERE id = $1`, [audio!.id])).rowCount).toBe(0);
    expect((await api(`${API}/${card.messageId}`)).status).toBe(404);
    expect((await api(`${API}/${card.messageId}`, { method: "DELETE", token: given.seller.token })).status).toBe(404);
  });

  it("sends the dashboard's link /subscription-audio-message/{id} on to /audio/{id}", async () => {
    const card = await makeCard(given.seller);
    const moved = await fetch(`${baseUrl}/subscription-audio-message/${card.messageId}?ref=qr`, { redirect: "manual" });
    expect(moved.status).toBe(308);
    const location = new URL(String(moved.headers.get("location")), baseUrl);
    expect(`${location.pathname}${location.search}`).toBe(`/audio/${card.messageId}?ref=qr`);
  });
});

describe("the owner's printable activation sheet", () => {
  const SHEET = `${API}/activation-sheet`;
  const sheetOf = (user: TUser | null, query: string) => get(`${SHEET}?${query}`, user?.token);

  it("prints a batch of 12 on two pages, every QR code reading back as its card's address, with the codes opened for the owner", async () => {
    const seller = await member("Printer", "combined_pro");
    const made = await create(seller, { name: "Gift box", count: 12 });
    const cards = made.body.cards as TMade[];
    const ids = cards.map((card) => card.messageId).join(",");

    const sheet = await sheetOf(seller, `paper=letter&ids=${ids}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    expect(sheet.headers.get("content-disposition")).toMatch(/^attachment; filename="activation-codes\.pdf"/);
    expect(sheet.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await PDFDocument.load(new Uint8Array(await sheet.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
    const read = pdf.getPages().flatMap((page) => decodedQrCodes(page, pdf));
    expect(read.sort()).toEqual(cards.map((card) => card.url).sort());

    const a4 = await sheetOf(seller, `paper=a4&ids=${cards[0].messageId}`);
    const a4Page = (await PDFDocument.load(new Uint8Array(await a4.arrayBuffer()))).getPage(0).getSize();
    expect(a4Page).toEqual({ width: 595.28, height: 841.89 });
  }, 120_000);

  it("answers 404 when any id is another user's or missing, 400 for a bad paper or no ids, and 401 signed out", async () => {
    const seller = await member("Seller", "product_seller");
    const other = await member("Other", "product_seller");
    const mine = await makeCard(seller);
    const theirs = await makeCard(other);
    for (const ids of [theirs.messageId, `${mine.messageId},${theirs.messageId}`, `${mine.messageId},nosuchcard`]) {
      const refused = await sheetOf(seller, `paper=a4&ids=${ids}`);
      expect([ids, refused.status, ((await refused.json()) as { error: string }).error]).toEqual([ids, 404, PRO_CARD_TEXTS.notFound]);
    }
    for (const query of [`paper=a5&ids=${mine.messageId}`, "paper=a4", "paper=a4&ids=", `ids=${mine.messageId}`]) {
      expect([query, (await sheetOf(seller, query)).status]).toEqual([query, 400]);
    }
    expect((await sheetOf(null, `paper=a4&ids=${mine.messageId}`)).status).toBe(401);
  });

  it("answers 404 to an account without pro cards, whatever ids it asks for", async () => {
    const seller = await member("Seller", "corporate");
    const plain = await member("Plain", null, { expiresAt: null });
    const card = await makeCard(seller);
    expect((await sheetOf(plain, `paper=a4&ids=${card.messageId}`)).status).toBe(404);
  });
});
