// Audio card credits over HTTP (issue 12): GET /api/user/credits, the order credits are spent in (free,
// then premium), one ledger entry per spend, 402 without a credit, nothing spent with an active business
// tier or by an admin, and the last credit spent by ten creations at once makes exactly one card.
import { Pool } from "pg";
import { CARD_TEXTS } from "@/lib/constants/cards";
import { api, postCard, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 3 });
afterAll(() => pool.end());

async function account(name: string) {
  const { token, email } = await registerAndGetToken(name);
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
  return { token, userId: rows[0].id };
}

async function setUser(userId: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  await pool.query(`UPDATE "User" SET ${columns.map((column, i) => `"${column}" = $${i + 2}`).join(", ")} WHERE id = $1`, [userId, ...Object.values(values)]);
}

async function ledger(userId: string) {
  const { rows } = await pool.query(`SELECT kind, delta, reason, "personalMessageId" FROM "CreditLedgerEntry" WHERE "userId" = $1 ORDER BY "createdAt", id`, [
    userId,
  ]);
  return rows as { kind: string; delta: number; reason: string; personalMessageId: string | null }[];
}

async function cardCount(userId: string): Promise<number> {
  return (await pool.query(`SELECT count(*)::int AS n FROM "PersonalMessage" WHERE "ownerId" = $1`, [userId])).rows[0].n;
}

const credits = async (token: string) => (await api("/api/user/credits", { token })).body;

describe("audio card credits", () => {
  let tone: Buffer;
  beforeAll(async () => {
    tone = await makeToneBytes(1.2);
  });

  it("starts an account with 2 free credits and reports its balances and subscription", async () => {
    const { token } = await account("Counter");
    expect(await api("/api/user/credits")).toMatchObject({ status: 401 });
    expect(await credits(token)).toEqual({
      messageCredits: { free: 2, premium: 0 },
      guestbookCredits: { tier1: 0 },
      subscription: { tier: null, active: false, expiresAt: null },
      cardsWithoutCredit: false,
    });
  });

  it("spends free credits first, then premium ones, one ledger entry each, then answers 402", async () => {
    const { token, userId } = await account("Spender");
    await setUser(userId, { messageCreditsPremium: 1 });
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await postCard({ token: token, audio: tone });
      expect(result.status).toBe(201);
      made.push(String(result.body.messageId));
    }
    expect(await ledger(userId)).toEqual([
      { kind: "message_free", delta: -1, reason: "audio card created", personalMessageId: made[0] },
      { kind: "message_free", delta: -1, reason: "audio card created", personalMessageId: made[1] },
      { kind: "message_premium", delta: -1, reason: "audio card created", personalMessageId: made[2] },
    ]);
    expect((await credits(token)).messageCredits).toEqual({ free: 0, premium: 0 });

    const refused = await postCard({ token: token, audio: tone });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ error: CARD_TEXTS.needsCredit, code: "REQUIRES_PAYMENT", requiresPayment: true });
    expect(await cardCount(userId)).toBe(3);
  });

  it("makes exactly one card when ten creations race for the last credit", async () => {
    const { token, userId } = await account("Racer");
    await setUser(userId, { messageCreditsFree: 0, messageCreditsPremium: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => postCard({ token: token, audio: tone })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(402)]);
    expect(await cardCount(userId)).toBe(1);
    expect(await ledger(userId)).toHaveLength(1);
    expect((await credits(token)).messageCredits).toEqual({ free: 0, premium: 0 });
    // The refused uploads left no voice behind.
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE "originalKey" LIKE $1`, [`cards/${userId}/%`]);
    expect(rows[0].n).toBe(1);
  }, 90_000);

  it("spends nothing for an active business tier or an admin, but does once the tier has ended", async () => {
    const { token, userId } = await account("Business");
    await setUser(userId, { messageCreditsFree: 0, subscriptionTier: "combined_pro", subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
    expect(await credits(token)).toMatchObject({ subscription: { tier: "combined_pro", active: true }, cardsWithoutCredit: true });
    expect((await postCard({ token: token, audio: tone })).status).toBe(201);
    expect((await postCard({ token: token, audio: tone })).status).toBe(201);
    expect(await ledger(userId)).toEqual([]);

    await setUser(userId, { subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect(await credits(token)).toMatchObject({ subscription: { tier: "combined_pro", active: false }, cardsWithoutCredit: false });
    expect((await postCard({ token: token, audio: tone })).status).toBe(402);

    await setUser(userId, { subscriptionTier: "guestbook_reseller", subscriptionExpiresAt: null });
    expect((await postCard({ token: token, audio: tone })).status).toBe(402);

    const admin = await account("Admin");
    await setUser(admin.userId, { messageCreditsFree: 0, isAdmin: true });
    expect(await credits(admin.token)).toMatchObject({ messageCredits: { free: 0, premium: 0 }, cardsWithoutCredit: true });
    expect((await postCard({ token: admin.token, audio: tone })).status).toBe(201);
    expect(await ledger(admin.userId)).toEqual([]);
  });

  it("adds a bought pack's credits to what the next card spends", async () => {
    const { token, userId } = await account("Buyer");
    await setUser(userId, { messageCreditsFree: 0 });
    expect((await postCard({ token: token, audio: tone })).status).toBe(402);
    const checkout = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: {
        mode: "payment",
        upgradeType: "audio_message_credits",
        packKey: "starter",
        successUrl: "/personal-message?from_payment=true",
        cancelUrl: "/personal-message",
      },
    });
    const sessionId = String(checkout.body.url).split("/").pop();
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })).status).toBe(200);
    expect((await credits(token)).messageCredits).toEqual({ free: 0, premium: 10 });
    expect((await postCard({ token: token, audio: tone })).status).toBe(201);
    expect((await credits(token)).messageCredits).toEqual({ free: 0, premium: 9 });
  });
});
