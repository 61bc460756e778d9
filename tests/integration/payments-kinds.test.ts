// More kinds of purchase over HTTP (issue 5): credit packs, Forever Hosting, one open checkout per item,
// the local Cancel, and the customer id the test mode gives a buyer. Test-payment mode runs against the
// main instance (TEST_BASE_URL, no Stripe key); the webhook cases against the instance with a dummy
// Stripe key (TEST_STRIPE_BASE_URL), as in payments.test.ts. Forever Hosting is not sold through a route
// yet (the audio card issue adds it), so its checkout rows are written into the database directly.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import Stripe from "stripe";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { databaseUrl, stripeBaseUrl, stripeWebhookSecret as webhookSecret } from "@/tests/helpers/env";
import { createFreeGuestbook, todayUtc } from "@/tests/helpers/guestbooks";
import { checkoutRow, paymentsFor, sessionIdFrom } from "@/tests/helpers/payments";

const describeStripeMode = stripeBaseUrl && webhookSecret ? describe : describe.skip;
const NO_PAYMENT_OPTION = "Error: No payment option found for this tier. Please contact support.";
const CLOSED = "This checkout is no longer open.";

const pool = new Pool({ connectionString: databaseUrl, max: 4 });
afterAll(() => pool.end());

const rowId = (prefix: string) => `${prefix}${randomUUID().replaceAll("-", "")}`;

async function buyer(name: string): Promise<{ token: string; userId: string }> {
  const { token, email } = await registerAndGetToken(name);
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
  return { token, userId: rows[0].id };
}

async function user(userId: string) {
  const { rows } = await pool.query(`SELECT "messageCreditsPremium", "messageCreditsFree", "stripeCustomerId" FROM "User" WHERE id = $1`, [userId]);
  return rows[0] as { messageCreditsPremium: number; messageCreditsFree: number; stripeCustomerId: string | null };
}

async function ledger(userId: string) {
  const { rows } = await pool.query(`SELECT kind, delta, reason, "checkoutSessionId" FROM "CreditLedgerEntry" WHERE "userId" = $1 ORDER BY "createdAt"`, [
    userId,
  ]);
  return rows;
}

const urls = { successUrl: "/payment-success", cancelUrl: "/payment-cancel" };

function checkout(token: string, json: Record<string, unknown>) {
  return api("/api/stripe/create-checkout-session", { method: "POST", token, json: { mode: "payment", ...urls, ...json } });
}

const pay = (token: string, sessionId: string) => api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token });
const cancel = (token: string | undefined, sessionId: string) => api(`/api/test/cancel-payment/${sessionId}`, { method: "POST", token });

async function paidDraft(token: string, tierIdx = 1): Promise<string> {
  const result = await api("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: "Party", eventType: "Wedding", eventDate: todayUtc(5), tierIdx },
  });
  expect(result.status).toBe(402);
  return String(result.body.tempGuestbookKey);
}

async function personalMessage(ownerId: string): Promise<string> {
  const id = rowId("pm");
  await pool.query(`INSERT INTO "PersonalMessage" (id, "ownerId", name, "updatedAt") VALUES ($1, $2, 'Card', now())`, [id, ownerId]);
  await pool.query(
    `INSERT INTO "CardLook" (id, "personalMessageId", title, subtitle, message, "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", "showOverlay", "allowDownload", "foreverHostingEnabled", "foreverHosted")
     VALUES ($1, $1, 'Title', 'Sub', 'Msg', '#fcd300', '#000000', '#ffffff', '#666666', true, true, true, false)`,
    [id],
  );
  return id;
}

async function proAudioMessage(creatorId: string): Promise<string> {
  const id = rowId("pam");
  await pool.query(
    `INSERT INTO "ProAudioMessage" (id, "creatorId", name, "expiresAt", "updatedAt") VALUES ($1, $2, 'Card', now() + interval '1 year', now())`,
    [id, creatorId],
  );
  await pool.query(
    `INSERT INTO "CardLook" (id, "proAudioMessageId", title, subtitle, message, "buttonColor", "buttonTextColor", "titleColor", "subtitleColor", "coverTitleColor", "showOverlay", "allowDownload", "foreverHostingEnabled", "foreverHosted")
     VALUES ($1, $1, 'Title', 'Sub', 'Msg', '#fcd300', '#000000', '#000000', '#666666', '#ffffff', true, true, true, false)`,
    [id],
  );
  return id;
}

/** A Forever Hosting checkout row as the audio card issue's route will write it. */
async function foreverCheckout(opts: {
  userId: string;
  provider: "test" | "stripe";
  target: "personal" | "pro";
  messageId: string;
  providerSessionId?: string;
}): Promise<string> {
  const id = rowId("cks");
  const column = opts.target === "pro" ? `"proAudioMessageId"` : `"personalMessageId"`;
  await pool.query(
    `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, "amountCents", description, ${column}, "successUrl", "cancelUrl")
     VALUES ($1, $2, $3, $4, $5, 199, 'Forever Hosting', $6, '/payment-success', '/payment-cancel')`,
    [id, opts.provider, opts.providerSessionId ?? `test_${randomUUID()}`, opts.userId, `forever_hosting_${opts.target}`, opts.messageId],
  );
  return id;
}

describe("credit packs in test-payment mode", () => {
  it("adds the pack's premium credits with one ledger entry, once, however often it is paid", async () => {
    const { token, userId } = await buyer("Packer");
    const before = await user(userId);
    const created = await checkout(token, { upgradeType: "audio_message_credits", packKey: "standard" });
    expect(created.status).toBe(200);
    const sessionId = sessionIdFrom(created.body.url);
    expect(await checkoutRow(pool, sessionId)).toMatchObject({
      purpose: "message_credits",
      amountCents: 2000,
      creditQuantity: 30,
      guestbookId: null,
      status: "open",
    });

    const results = await Promise.all([1, 2, 3, 4].map(() => pay(token, sessionId)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await pay(token, sessionId)).status).toBe(200);

    const after = await user(userId);
    expect(after.messageCreditsPremium).toBe(before.messageCreditsPremium + 30);
    expect(after.messageCreditsFree).toBe(before.messageCreditsFree);
    expect(await ledger(userId)).toEqual([{ kind: "message_premium", delta: 30, reason: "message pack purchase", checkoutSessionId: sessionId }]);
    expect(await paymentsFor(pool, sessionId)).toBe(1);
    const status = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(status.body).toEqual({
      status: "completed",
      metadata: { tempGuestbookKey: null, guestbookId: null, audioMessageId: null, tempAudioMessageKey: null, purpose: "message_credits" },
    });
  });

  it("prices the pack from the table whatever amount, priceId or quantity the browser adds", async () => {
    const { token, userId } = await buyer("Haggler");
    const created = await checkout(token, {
      upgradeType: "audio_message_credits",
      packKey: "starter",
      priceId: "price_pro_pack",
      amount: 1,
      amountCents: 1,
      creditQuantity: 500,
      pages: 500,
    });
    const sessionId = sessionIdFrom(created.body.url);
    expect(await checkoutRow(pool, sessionId)).toMatchObject({ amountCents: 1000, creditQuantity: 10 });
    await pay(token, sessionId);
    expect((await user(userId)).messageCreditsPremium).toBe(10);
    const { rows } = await pool.query(`SELECT "amountCents" FROM "Payment" WHERE "checkoutSessionId" = $1`, [sessionId]);
    expect(rows).toEqual([{ amountCents: 1000 }]);
  });

  it("sells each pack separately: two open pack checkouts are both payable", async () => {
    const { token, userId } = await buyer("Twice");
    const first = sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "starter" })).body.url);
    const second = sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "starter" })).body.url);
    expect((await checkoutRow(pool, first)).status).toBe("open");
    expect((await pay(token, first)).status).toBe(200);
    expect((await pay(token, second)).status).toBe(200);
    expect((await user(userId)).messageCreditsPremium).toBe(20);
    expect(await ledger(userId)).toHaveLength(2);
  });

  it("answers the spec's texts for an unknown, a missing and a free pack", async () => {
    const { token } = await buyer("Chooser");
    expect(await checkout(token, { upgradeType: "audio_message_credits", packKey: "mega" })).toMatchObject({ status: 400, body: { error: NO_PAYMENT_OPTION } });
    expect(await checkout(token, { upgradeType: "audio_message_credits" })).toMatchObject({
      status: 400,
      body: { error: "Please select a credit package first." },
    });
    expect(await checkout(token, { upgradeType: "audio_message_credits", packKey: "free" })).toMatchObject({
      status: 400,
      body: { error: "Payment not required for this tier" },
    });
    expect(
      (await api("/api/stripe/create-checkout-session", { method: "POST", json: { ...urls, upgradeType: "audio_message_credits", packKey: "starter" } }))
        .status,
    ).toBe(401);
  });
});

describe("Forever Hosting fulfilment in test-payment mode", () => {
  it.each(["personal", "pro"] as const)("hosts the %s card forever once, and names it to the return page", async (target) => {
    const { token, userId } = await buyer("Keeper");
    const messageId = target === "pro" ? await proAudioMessage(userId) : await personalMessage(userId);
    const sessionId = await foreverCheckout({ userId, provider: "test", target, messageId });
    const cardColumn = target === "pro" ? `"proAudioMessageId"` : `"personalMessageId"`;

    const before = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(before.body).toEqual({
      status: "open",
      metadata: { tempGuestbookKey: null, guestbookId: null, audioMessageId: messageId, tempAudioMessageKey: null, purpose: `forever_hosting_${target}` },
    });
    const results = await Promise.all([pay(token, sessionId), pay(token, sessionId), pay(token, sessionId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);

    const { rows } = await pool.query(`SELECT "foreverHosted" FROM "CardLook" WHERE ${cardColumn} = $1`, [messageId]);
    expect(rows).toEqual([{ foreverHosted: true }]);
    expect(await paymentsFor(pool, sessionId)).toBe(1);
    const after = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(after.body).toMatchObject({ status: "completed", metadata: { audioMessageId: messageId } });
  });
});

describe("one open checkout per item", () => {
  it("closes the older checkout of a draft: only the newer one can be paid", async () => {
    const { token } = await buyer("TwoTabs");
    const draftId = await paidDraft(token, 2);
    const first = sessionIdFrom((await checkout(token, { tempGuestbookKey: draftId })).body.url);
    const second = sessionIdFrom((await checkout(token, { tempGuestbookKey: draftId })).body.url);
    expect((await checkoutRow(pool, first)).status).toBe("expired");
    expect((await checkoutRow(pool, second)).status).toBe("open");
    expect((await api(`/api/stripe/session/${first}`, { token })).body.status).toBe("expired");

    expect(await pay(token, first)).toMatchObject({ status: 409, body: { error: CLOSED } });
    expect(await paymentsFor(pool, first)).toBe(0);
    expect((await api("/api/guestbooks", { token })).body.guestbooks).toHaveLength(0);
    expect((await pay(token, second)).status).toBe(200);
    expect((await api("/api/guestbooks", { token })).body.guestbooks).toHaveLength(1);
    // The draft is now a guestbook: a third checkout of it is refused.
    expect(await checkout(token, { tempGuestbookKey: draftId })).toMatchObject({ status: 400, body: { error: "This guestbook has already been paid for." } });
  });

  it("leaves exactly one open checkout when several are created at the same moment", async () => {
    const { token, userId } = await buyer("Stampede");
    const draftId = await paidDraft(token, 1);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => checkout(token, { tempGuestbookKey: draftId })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const { rows } = await pool.query<{ status: string }>(`SELECT status FROM "CheckoutSession" WHERE "userId" = $1`, [userId]);
    expect(rows.map((r) => r.status).sort()).toEqual(["expired", "expired", "expired", "expired", "open"]);
  });

  it("closes an older upgrade of the same guestbook, whatever tier it was for", async () => {
    const { token } = await buyer("Upgrader");
    const guestbookId = String((await createFreeGuestbook(token)).id);
    const large = sessionIdFrom((await checkout(token, { upgradeType: "tier", guestbookId, newTierIdx: 2 })).body.url);
    const largeAgain = sessionIdFrom((await checkout(token, { upgradeType: "tier", guestbookId, newTierIdx: 2 })).body.url);
    expect((await checkoutRow(pool, large)).status).toBe("expired");
    const xl = sessionIdFrom((await checkout(token, { upgradeType: "tier", guestbookId, newTierIdx: 3 })).body.url);
    expect((await checkoutRow(pool, largeAgain)).status).toBe("expired");
    expect(await pay(token, largeAgain)).toMatchObject({ status: 409, body: { error: CLOSED } });
    expect((await pay(token, xl)).status).toBe(200);
    expect((await api(`/api/guestbooks/${guestbookId}`, { token })).body.guestbook).toMatchObject({ tier: "xl" });
  });

  it("does not touch another user's checkouts or other drafts", async () => {
    const { token } = await buyer("Mine");
    const draftA = await paidDraft(token, 1);
    const draftB = await paidDraft(token, 1);
    const a = sessionIdFrom((await checkout(token, { tempGuestbookKey: draftA })).body.url);
    await checkout(token, { tempGuestbookKey: draftB });
    expect((await checkoutRow(pool, a)).status).toBe("open");
  });
});

describe("cancelling a local checkout", () => {
  it("marks the owner's open checkout canceled, answers where to go, and it can no longer be paid", async () => {
    const { token } = await buyer("Canceller");
    const { token: other } = await buyer("Stranger");
    const draftId = await paidDraft(token, 1);
    const created = await checkout(token, { tempGuestbookKey: draftId, cancelUrl: "/create-guestbook?step=3" });
    const sessionId = sessionIdFrom(created.body.url);

    expect((await cancel(undefined, sessionId)).status).toBe(401);
    expect((await cancel(other, sessionId)).status).toBe(404);
    expect((await cancel(token, "cks_no_such_checkout")).status).toBe(404);
    expect((await checkoutRow(pool, sessionId)).status).toBe("open");

    expect(await cancel(token, sessionId)).toMatchObject({ status: 200, body: { ok: true, cancelUrl: "/create-guestbook?step=3" } });
    expect((await checkoutRow(pool, sessionId)).status).toBe("canceled");
    expect((await api(`/api/stripe/session/${sessionId}`, { token })).body.status).toBe("canceled");
    expect(await pay(token, sessionId)).toMatchObject({ status: 409, body: { error: CLOSED } });
    // Cancelling twice is harmless.
    expect((await cancel(token, sessionId)).status).toBe(200);
  });

  it("refuses to cancel a checkout that has been paid", async () => {
    const { token } = await buyer("Payer");
    const sessionId = sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "starter" })).body.url);
    await pay(token, sessionId);
    expect(await cancel(token, sessionId)).toMatchObject({ status: 409, body: { error: "This checkout has already been paid." } });
    expect((await checkoutRow(pool, sessionId)).status).toBe("completed");
  });
});

describe("the test-mode customer id", () => {
  it("is given on the first test payment and kept afterwards", async () => {
    const { token, userId } = await buyer("Customer");
    const first = sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "starter" })).body.url);
    expect((await user(userId)).stripeCustomerId).toBeNull();
    await pay(token, first);
    const given = (await user(userId)).stripeCustomerId;
    expect(given).toMatch(/^test_cus_[0-9a-f]{24}$/);

    const second = sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "pro" })).body.url);
    await pay(token, second);
    expect((await user(userId)).stripeCustomerId).toBe(given);
  });

  it("does not replace a customer id the user already has", async () => {
    const { token, userId } = await buyer("Known");
    const existing = `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
    await pool.query(`UPDATE "User" SET "stripeCustomerId" = $1 WHERE id = $2`, [existing, userId]);
    await pay(token, sessionIdFrom((await checkout(token, { upgradeType: "audio_message_credits", packKey: "starter" })).body.url));
    expect((await user(userId)).stripeCustomerId).toBe(existing);
  });
});

describeStripeMode("more kinds through the Stripe webhook", () => {
  const stripe = new Stripe("sk_test_dummy");

  function deliver(session: { rowId: string; stripeSessionId: string; amountTotal: number }, extra: Record<string, unknown> = {}) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: session.stripeSessionId,
          object: "checkout.session",
          payment_status: "paid",
          amount_total: session.amountTotal,
          payment_intent: "pi_test_kinds",
          customer: null,
          metadata: { checkoutSessionId: session.rowId },
          ...extra,
        },
      },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return api("/api/stripe/webhook", { base: stripeBaseUrl, method: "POST", raw: payload, headers: { "stripe-signature": signature } });
  }

  async function stripePackRow(userId: string, status = "open"): Promise<{ rowId: string; stripeSessionId: string; amountTotal: number }> {
    const id = rowId("cks");
    const stripeSessionId = rowId("cs_test_");
    await pool.query(
      `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, status, "amountCents", description, "creditQuantity", "successUrl", "cancelUrl")
       VALUES ($1, 'stripe', $2, $3, 'message_credits', $4, 1000, 'Starter pack', 10, '/payment-success', '/payment-cancel')`,
      [id, stripeSessionId, userId, status],
    );
    return { rowId: id, stripeSessionId, amountTotal: 1000 };
  }

  it("adds a pack's credits once, however often Stripe reports the payment", async () => {
    const { userId } = await buyer("HookPack");
    const row = await stripePackRow(userId);
    expect(await deliver(row)).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    expect((await deliver(row)).status).toBe(200);
    expect((await user(userId)).messageCreditsPremium).toBe(10);
    expect(await ledger(userId)).toEqual([{ kind: "message_premium", delta: 10, reason: "message pack purchase", checkoutSessionId: row.rowId }]);
  });

  it("fulfils a session Stripe took the money for even though a newer checkout had closed our row", async () => {
    const { userId } = await buyer("HookRace");
    const row = await stripePackRow(userId, "expired");
    expect(await deliver(row)).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    expect(await checkoutRow(pool, row.rowId)).toMatchObject({ status: "completed" });
    expect((await user(userId)).messageCreditsPremium).toBe(10);
  });

  it("hosts a card forever from its Stripe payment", async () => {
    const { userId } = await buyer("HookForever");
    const messageId = await personalMessage(userId);
    const stripeSessionId = rowId("cs_test_");
    const checkoutId = await foreverCheckout({ userId, provider: "stripe", target: "personal", messageId, providerSessionId: stripeSessionId });
    expect(await deliver({ rowId: checkoutId, stripeSessionId, amountTotal: 199 })).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    const { rows } = await pool.query(`SELECT "foreverHosted" FROM "CardLook" WHERE "personalMessageId" = $1`, [messageId]);
    expect(rows).toEqual([{ foreverHosted: true }]);
  });

  it("replaces a test-mode customer id with Stripe's, but never a real one", async () => {
    const { userId } = await buyer("HookCustomer");
    await pool.query(`UPDATE "User" SET "stripeCustomerId" = $1 WHERE id = $2`, [`test_cus_${randomUUID().replaceAll("-", "")}`, userId]);
    const real = `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
    await deliver(await stripePackRow(userId), { customer: real });
    expect((await user(userId)).stripeCustomerId).toBe(real);
    await deliver(await stripePackRow(userId), { customer: `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}` });
    expect((await user(userId)).stripeCustomerId).toBe(real);
  });

  it("opens no second checkout of a draft while the older Stripe session cannot be closed (here: a dummy key)", async () => {
    const { token, userId } = await buyer("HookTabs");
    const draftId = await paidDraft(token, 1);
    const olderId = rowId("cks");
    await pool.query(
      `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, "amountCents", description, "guestbookDraftId", "newTierIdx", "successUrl", "cancelUrl")
       VALUES ($1, 'stripe', $2, $3, 'guestbook_purchase', 2900, 'Medium audio guestbook', $4, 1, '/payment-success', '/payment-cancel')`,
      [olderId, rowId("cs_test_"), userId, draftId],
    );
    const result = await api("/api/stripe/create-checkout-session", {
      base: stripeBaseUrl,
      method: "POST",
      token,
      json: { ...urls, tempGuestbookKey: draftId },
    });
    expect(result).toMatchObject({ status: 502, body: { error: "Failed to create checkout session" } });
    const { rows } = await pool.query(`SELECT id, status FROM "CheckoutSession" WHERE "userId" = $1`, [userId]);
    expect(rows).toEqual([{ id: olderId, status: "open" }]);
  });

  it("has no cancel route while a Stripe key is configured", async () => {
    const { token, userId } = await buyer("HookCancel");
    const row = await stripePackRow(userId);
    expect((await api(`/api/test/cancel-payment/${row.rowId}`, { base: stripeBaseUrl, method: "POST", token })).status).toBe(404);
    expect(await checkoutRow(pool, row.rowId)).toMatchObject({ status: "open" });
  });
});
