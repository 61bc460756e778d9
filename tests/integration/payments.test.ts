// Payments over HTTP against the running app (issue 5). The main instance (TEST_BASE_URL) has no Stripe
// key, so it is in test-payment mode: checkout, the test payment and the session status are exercised
// there. The webhook runs against the instance started with a dummy Stripe key (TEST_STRIPE_BASE_URL,
// TEST_STRIPE_WEBHOOK_SECRET; scripts/test.ts starts both), with payloads signed by Stripe's own
// test-header helper. A real Checkout session needs a real key and Stripe's network, so only the
// failure of checkout creation is tested in that mode.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import Stripe from "stripe";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { databaseUrl, stripeBaseUrl, stripeWebhookSecret as webhookSecret } from "@/tests/helpers/env";
import { createFreeGuestbook, todayUtc } from "@/tests/helpers/guestbooks";
import { checkoutRow, paymentsFor, sessionIdFrom } from "@/tests/helpers/payments";
import { userIdOf } from "../helpers/test-database";

const describeStripeMode = stripeBaseUrl && webhookSecret ? describe : describe.skip;

const pool = new Pool({ connectionString: databaseUrl, max: 4 });
afterAll(() => pool.end());

async function paidDraft(token: string, tierIdx = 2, guestbookName = "Gala"): Promise<string> {
  const result = await api("/api/guestbooks", { method: "POST", token, json: { guestbookName, eventType: "Wedding", eventDate: todayUtc(5), tierIdx } });
  expect(result.status).toBe(402);
  return String(result.body.tempGuestbookKey);
}

/** Recordings put straight into the database: the limit logic is what is tested, not the upload path. */
async function insertRecordings(guestbookId: string, count: number, requiresUpgradeFrom: number) {
  const start = Date.now() - count * 1000;
  for (let n = 0; n < count; n++) {
    const audioId = randomUUID();
    await pool.query(
      `INSERT INTO "AudioFile" (id, "originalKey", "originalMime", "durationMs", status, polish, "updatedAt") VALUES ($1, $2, 'audio/webm', 5000, 'ready', false, now())`,
      [audioId, `test/${randomUUID()}.webm`],
    );
    await pool.query(`INSERT INTO "Recording" (id, "guestbookId", "guestName", "audioId", "requiresUpgrade", "createdAt") VALUES ($1, $2, $3, $4, $5, $6)`, [
      `rec${randomUUID().replaceAll("-", "")}`,
      guestbookId,
      `Guest ${n + 1}`,
      audioId,
      n >= requiresUpgradeFrom,
      new Date(start + n * 1000),
    ]);
  }
  await pool.query(`UPDATE "Guestbook" SET "overageTriggered" = true, "overageTriggeredAt" = now() WHERE id = $1`, [guestbookId]);
}

describe("checkout in test-payment mode", () => {
  it("prices a new guestbook from its draft's tier, whatever priceId or amount the browser sends", async () => {
    const { token } = await registerAndGetToken("Tamper");
    const draftId = await paidDraft(token, 2);
    const result = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: {
        priceId: "price_medium_or_cheaper",
        mode: "payment",
        amount: 1,
        amountCents: 1,
        price: 0.01,
        tierIdx: 1,
        successUrl: "/payment-success",
        cancelUrl: "/payment-cancel",
        tempGuestbookKey: draftId,
      },
    });
    expect(result.status).toBe(200);
    const row = await checkoutRow(pool, sessionIdFrom(result.body.url));
    expect(row).toMatchObject({
      provider: "test",
      purpose: "guestbook_purchase",
      amountCents: 4900,
      currency: "usd",
      newTierIdx: 2,
      guestbookDraftId: draftId,
      status: "open",
    });
  });

  it("pays, creates the guestbook with its tier's limits once, and reports it to the return page", async () => {
    const { token } = await registerAndGetToken("Payer");
    const draftId = await paidDraft(token, 1, "Medium Party");
    const created = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: {
        priceId: "medium",
        mode: "payment",
        successUrl: "/payment-success?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "/payment-cancel",
        tempGuestbookKey: draftId,
      },
    });
    const sessionId = sessionIdFrom(created.body.url);

    const before = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(before.body).toEqual({
      status: "open",
      metadata: { tempGuestbookKey: draftId, guestbookId: null, audioMessageId: null, tempAudioMessageKey: null, purpose: "guestbook_purchase" },
    });

    const paid = await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ ok: true, successUrl: `/payment-success?session_id=${sessionId}` });

    const after = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(after.body.status).toBe("completed");
    const guestbookId = (after.body.metadata as { guestbookId: string }).guestbookId;
    const list = (await api("/api/guestbooks", { token })).body.guestbooks as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: guestbookId, name: "Medium Party", tier: "medium", maxGuests: 49 });

    // Paying again (a double click, a retried request) changes nothing.
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })).status).toBe(200);
    expect((await api("/api/guestbooks", { token })).body.guestbooks).toHaveLength(1);
    expect(await paymentsFor(pool, sessionId)).toBe(1);
    expect((await checkoutRow(pool, sessionId)).amountCents).toBe(2900);
  });

  it("fulfils once when several payments of one checkout arrive together", async () => {
    const { token } = await registerAndGetToken("Racer");
    const draftId = await paidDraft(token, 3);
    const created = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { successUrl: "/payment-success", cancelUrl: "/payment-cancel", tempGuestbookKey: draftId },
    });
    const sessionId = sessionIdFrom(created.body.url);
    const results = await Promise.all([1, 2, 3, 4].map(() => api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await api("/api/guestbooks", { token })).body.guestbooks).toHaveLength(1);
    expect(await paymentsFor(pool, sessionId)).toBe(1);
  });

  it("answers the spec's texts and keeps drafts, checkouts and return addresses to their owner and site", async () => {
    const { token } = await registerAndGetToken("Owner");
    const { token: other } = await registerAndGetToken("Other");
    const draftId = await paidDraft(token);
    const base = { successUrl: "/payment-success", cancelUrl: "/payment-cancel" };

    const noKey = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: { ...base, priceId: "large" } });
    expect(noKey).toMatchObject({ status: 400, body: { error: "No temporary guestbook key returned" } });
    const stolenDraft = await api("/api/stripe/create-checkout-session", { method: "POST", token: other, json: { ...base, tempGuestbookKey: draftId } });
    expect(stolenDraft.status).toBe(404);
    const offSite = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { ...base, successUrl: "https://evil.example/thanks", tempGuestbookKey: draftId },
    });
    expect(offSite.status).toBe(400);
    const unsigned = await api("/api/stripe/create-checkout-session", { method: "POST", json: { ...base, tempGuestbookKey: draftId } });
    expect(unsigned.status).toBe(401);

    const created = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: { ...base, tempGuestbookKey: draftId } });
    const sessionId = sessionIdFrom(created.body.url);
    expect((await api(`/api/stripe/session/${sessionId}`, { token: other })).status).toBe(404);
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token: other })).status).toBe(404);
    expect((await checkoutRow(pool, sessionId)).status).toBe("open");
  });

  it("answers the webhook 400 while Stripe is not configured", async () => {
    const result = await api("/api/stripe/webhook", { method: "POST", raw: "{}", headers: { "stripe-signature": "t=1,v1=abc" } });
    expect(result).toMatchObject({ status: 400, body: { error: "Stripe is not configured." } });
  });
});

describe("tier upgrades in test-payment mode", () => {
  it("charges the difference, raises the limits and unlocks the recordings the new tier covers", async () => {
    const { token } = await registerAndGetToken("Upgrader");
    const guestbook = await createFreeGuestbook(token);
    const guestbookId = String(guestbook.id);
    await insertRecordings(guestbookId, 12, 10);

    const created = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: {
        priceId: "price_free",
        amount: 0,
        mode: "payment",
        upgradeType: "tier",
        guestbookId,
        newTierIdx: 2,
        successUrl: "/payment-success",
        cancelUrl: `/manage-guestbook/${guestbookId}`,
      },
    });
    expect(created.status).toBe(200);
    const sessionId = sessionIdFrom(created.body.url);
    expect(await checkoutRow(pool, sessionId)).toMatchObject({ purpose: "guestbook_upgrade", amountCents: 4900, guestbookId, newTierIdx: 2 });

    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })).status).toBe(200);
    const { body } = await api(`/api/guestbooks/${guestbookId}`, { token });
    // The Free default of 60 s was the tier's longest, so it becomes Large's 240 s.
    expect(body.guestbook).toMatchObject({ tier: "large", maxGuests: 99, maxRecordingDuration: 240, price: 49, overageTriggered: false });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "Recording" WHERE "guestbookId" = $1 AND "requiresUpgrade"`, [guestbookId]);
    expect(rows[0].n).toBe(0);

    const again = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { upgradeType: "tier", guestbookId, newTierIdx: 3, successUrl: "/payment-success", cancelUrl: "/dashboard" },
    });
    expect(await checkoutRow(pool, sessionIdFrom(again.body.url))).toMatchObject({ amountCents: 9900 - 4900, newTierIdx: 3 });
  });

  it("unlocks only as many recordings as the new tier allows, oldest first", async () => {
    const { token } = await registerAndGetToken("Crowd");
    // A host who chose 30 s keeps it after the upgrade.
    const guestbookId = String((await createFreeGuestbook(token, { maxRecordingDuration: 30 })).id);
    await insertRecordings(guestbookId, 52, 10);
    const created = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { upgradeType: "tier", guestbookId, newTierIdx: 1, successUrl: "/payment-success", cancelUrl: "/dashboard" },
    });
    await api(`/api/test/complete-payment/${sessionIdFrom(created.body.url)}`, { method: "POST", token });
    const { rows } = await pool.query<{ guestName: string }>(
      `SELECT "guestName" FROM "Recording" WHERE "guestbookId" = $1 AND "requiresUpgrade" ORDER BY "createdAt"`,
      [guestbookId],
    );
    expect(rows.map((r) => r.guestName)).toEqual(["Guest 50", "Guest 51", "Guest 52"]);
    const { body } = await api(`/api/guestbooks/${guestbookId}`, { token });
    expect(body.guestbook).toMatchObject({ tier: "medium", maxGuests: 49, maxRecordingDuration: 30, overageTriggered: true });
  });

  it("sells upgrades only to a higher tier, and only to the owner", async () => {
    const { token } = await registerAndGetToken("Keeper");
    const { token: other } = await registerAndGetToken("Intruder");
    const guestbookId = String((await createFreeGuestbook(token)).id);
    const base = { upgradeType: "tier", guestbookId, successUrl: "/payment-success", cancelUrl: "/dashboard" };
    const same = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: { ...base, newTierIdx: 0 } });
    expect(same).toMatchObject({ status: 400, body: { error: "Payment not required for this tier" } });
    const notMine = await api("/api/stripe/create-checkout-session", { method: "POST", token: other, json: { ...base, newTierIdx: 2 } });
    expect(notMine.status).toBe(404);
  });
});

describeStripeMode("the Stripe webhook", () => {
  const stripe = new Stripe("sk_test_dummy");

  async function stripeCheckout(): Promise<{ token: string; email: string; rowId: string; stripeSessionId: string }> {
    const { token, email } = await registerAndGetToken("Hook");
    const draftId = await paidDraft(token, 2);
    const rowId = `cks${randomUUID().replaceAll("-", "")}`;
    const stripeSessionId = `cs_test_${randomUUID().replaceAll("-", "")}`;
    // Checkout creation would call Stripe; the row it leaves behind is written directly instead.
    await pool.query(
      `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, "amountCents", description, "guestbookDraftId", "newTierIdx", "successUrl", "cancelUrl")
       VALUES ($1, 'stripe', $2, $3, 'guestbook_purchase', 4900, 'Large audio guestbook', $4, 2, '/payment-success', '/payment-cancel')`,
      [rowId, stripeSessionId, await userIdOf(email), draftId],
    );
    return { token, email, rowId, stripeSessionId };
  }

  function event(type: string, session: { rowId: string; stripeSessionId: string }, paymentStatus = "paid", extra: Record<string, unknown> = {}) {
    return JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type,
      data: {
        object: {
          id: session.stripeSessionId,
          object: "checkout.session",
          payment_status: paymentStatus,
          amount_total: 4900,
          payment_intent: "pi_test_1",
          customer: null,
          metadata: { checkoutSessionId: session.rowId },
          ...extra,
        },
      },
    });
  }

  function deliver(payload: string, signature: string | null = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) {
    return api("/api/stripe/webhook", {
      base: stripeBaseUrl,
      method: "POST",
      raw: payload,
      headers: signature === null ? {} : { "stripe-signature": signature },
    });
  }

  it("fulfils a signed checkout.session.completed once, and a replay of it changes nothing", async () => {
    const checkout = await stripeCheckout();
    const payload = event("checkout.session.completed", checkout);
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: "already_handled" } });
    // A different event for the same checkout (Stripe sends some twice under new ids) is no second sale.
    expect((await deliver(event("checkout.session.completed", checkout))).status).toBe(200);
    expect((await api("/api/guestbooks", { token: checkout.token })).body.guestbooks).toHaveLength(1);
    expect(await paymentsFor(pool, checkout.rowId)).toBe(1);
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "completed" });
  });

  it("fulfils once when the same event is delivered twice at the same moment", async () => {
    const checkout = await stripeCheckout();
    const payload = event("checkout.session.completed", checkout);
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.outcome === "fulfilled")).toHaveLength(1);
    expect((await api("/api/guestbooks", { token: checkout.token })).body.guestbooks).toHaveLength(1);
    expect(await paymentsFor(pool, checkout.rowId)).toBe(1);
  });

  it("refuses a body over 1 MB before checking its signature", async () => {
    const checkout = await stripeCheckout();
    const payload = JSON.stringify({ ...JSON.parse(event("checkout.session.completed", checkout)), padding: "x".repeat(1024 * 1024) });
    expect((await deliver(payload)).status).toBe(413);
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "open" });
  });

  it("answers a bad or missing signature 400 and fulfils nothing", async () => {
    const checkout = await stripeCheckout();
    const payload = event("checkout.session.completed", checkout);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect(await deliver(payload, forged)).toMatchObject({ status: 400, body: { error: "Invalid Stripe signature." } });
    expect((await deliver(payload, null)).status).toBe(400);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await deliver(payload.replace("4900", "1"), signed)).status).toBe(400);
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "open" });
  });

  it("waits for a delayed payment to succeed before fulfilling", async () => {
    const checkout = await stripeCheckout();
    expect(await deliver(event("checkout.session.completed", checkout, "unpaid"))).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "open" });
    expect(await deliver(event("checkout.session.async_payment_succeeded", checkout))).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    expect((await api("/api/guestbooks", { token: checkout.token })).body.guestbooks).toHaveLength(1);
  });

  it("records what Stripe charged and remembers the buyer's Stripe customer for billing", async () => {
    const checkout = await stripeCheckout();
    const customer = `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
    await deliver(event("checkout.session.completed", checkout, "paid", { customer, payment_intent: "pi_test_charged" }));
    const { rows: payments } = await pool.query(`SELECT provider, "providerPaymentId", "amountCents" FROM "Payment" WHERE "checkoutSessionId" = $1`, [
      checkout.rowId,
    ]);
    expect(payments).toEqual([{ provider: "stripe", providerPaymentId: "pi_test_charged", amountCents: 4900 }]);
    const { rows: users } = await pool.query(`SELECT "stripeCustomerId" FROM "User" WHERE email = $1`, [checkout.email]);
    expect(users[0].stripeCustomerId).toBe(customer);
  });

  it("marks an abandoned checkout expired, and ignores an event naming a checkout that is not ours", async () => {
    const checkout = await stripeCheckout();
    expect((await deliver(event("checkout.session.expired", checkout, "unpaid"))).status).toBe(200);
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "expired" });
    const other = await stripeCheckout();
    const mismatched = event("checkout.session.completed", { rowId: other.rowId, stripeSessionId: "cs_test_someone_elses" });
    expect(await deliver(mismatched)).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    expect(await checkoutRow(pool, other.rowId)).toMatchObject({ status: "open" });
  });

  it("answers an event it does not handle 200", async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: "ignored" } });
  });

  it("answers the spec's text when Stripe does not make the session (here: a dummy key or no network)", async () => {
    const { token, email } = await registerAndGetToken("Refused");
    const draftId = await paidDraft(token, 1);
    const result = await api("/api/stripe/create-checkout-session", {
      base: stripeBaseUrl,
      method: "POST",
      token,
      json: { successUrl: "/payment-success", cancelUrl: "/payment-cancel", tempGuestbookKey: draftId },
    });
    expect(result).toMatchObject({ status: 502, body: { error: "Failed to create checkout session" } });
    const { rows } = await pool.query(`SELECT status FROM "CheckoutSession" WHERE "userId" = $1`, [await userIdOf(email)]);
    expect(rows).toEqual([{ status: "canceled" }]);
  });

  it("has no test-payment route or test checkout page while a Stripe key is configured", async () => {
    const checkout = await stripeCheckout();
    expect((await api(`/api/test/complete-payment/${checkout.rowId}`, { base: stripeBaseUrl, method: "POST", token: checkout.token })).status).toBe(404);
    // The test checkout page does not exist either, even for the owner of the row.
    const page = await fetch(`${stripeBaseUrl}/test-checkout/${checkout.rowId}`, { headers: { cookie: `next-auth.session-token=${checkout.token}` } });
    expect(page.status).toBe(404);
    expect(await checkoutRow(pool, checkout.rowId)).toMatchObject({ status: "open" });
  });
});
