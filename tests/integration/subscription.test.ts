// The Reseller plan over HTTP (Pro accounts: the subscription). In test-payment mode (TEST_BASE_URL): the
// plan is bought through the local checkout and a local subscription is renewed, failed and cancelled
// from the billing page's calls. Against the instance with a dummy Stripe key (TEST_STRIPE_BASE_URL):
// Stripe Billing's webhook events, signed with Stripe's own helper, delivered replayed, late and out
// of order. The pro gate checked is the one every pro feature asks (activeTier), through
// GET /api/user/credits and POST /api/subscription-guestbooks.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import Stripe from "stripe";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { databaseUrl, stripeBaseUrl, stripeWebhookSecret as webhookSecret } from "@/tests/helpers/env";
import { checkoutRow, sessionIdFrom } from "@/tests/helpers/payments";
import { userIdOf } from "../helpers/test-database";

const describeStripeMode = stripeBaseUrl && webhookSecret ? describe : describe.skip;
const DAY = 86_400_000;

const pool = new Pool({ connectionString: databaseUrl, max: 4 });
afterAll(() => pool.end());

async function userRow(userId: string) {
  const { rows } = await pool.query(`SELECT "subscriptionTier", "subscriptionExpiresAt", "stripeCustomerId" FROM "User" WHERE id = $1`, [userId]);
  return rows[0];
}

async function subscriptionsOf(userId: string) {
  const { rows } = await pool.query(`SELECT * FROM "Subscription" WHERE "userId" = $1 ORDER BY "createdAt"`, [userId]);
  return rows;
}

async function paymentCount(userId: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Payment" WHERE "userId" = $1`, [userId]);
  return rows[0].n;
}

/** What every pro gate answers: the tier in force now. */
async function proTier(token: string, base?: string): Promise<string | null> {
  const { body } = await api("/api/user/credits", { token, base });
  const subscription = body.subscription as { tier: string | null; active: boolean };
  return subscription.active ? subscription.tier : null;
}

/** The paid period's end is moved into the past, as time passing would: the row and the user's copy. */
async function endPaidPeriod(userId: string) {
  const past = new Date(Date.now() - 60_000);
  await pool.query(`UPDATE "Subscription" SET "paidUntil" = $2, "currentPeriodEnd" = $2 WHERE "userId" = $1`, [userId, past]);
  await pool.query(`UPDATE "User" SET "subscriptionExpiresAt" = $2 WHERE id = $1`, [userId, past]);
}

const RESELLER = {
  upgradeType: "subscription",
  planKey: "reseller",
  successUrl: "/payment-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "/subscribe/reseller?cancelled=1",
};

describe("the Reseller plan in test-payment mode", () => {
  async function buy(token: string): Promise<string> {
    const opened = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: RESELLER });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdFrom(opened.body.url);
    expect((await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })).status).toBe(200);
    return sessionId;
  }

  /** A new account that has bought the plan, and its subscription row. */
  async function subscriber(firstName: string) {
    const { token, email } = await registerAndGetToken(firstName);
    const userId = await userIdOf(email);
    await buy(token);
    const [subscription] = await subscriptionsOf(userId);
    return { token, userId, subscription };
  }

  async function act(token: string, subscriptionId: string, action: string) {
    return api(`/api/test/subscriptions/${subscriptionId}/${action}`, { method: "POST", token });
  }

  it("is priced by the server, sold through the local checkout and gives Business Pro for a month", async () => {
    const { token, email } = await registerAndGetToken("Reseller");
    const userId = await userIdOf(email);
    const opened = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { ...RESELLER, priceId: "price_cheap", amount: 1, amountCents: 1 },
    });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdFrom(opened.body.url);
    expect(await checkoutRow(pool, sessionId)).toMatchObject({
      provider: "test",
      purpose: "business_subscription",
      amountCents: 9900,
      plan: "reseller",
      description: "Reseller plan (monthly)",
      status: "open",
    });
    expect(await proTier(token)).toBeNull();

    const paid = await api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token });
    expect(paid.body).toEqual({ ok: true, successUrl: `/payment-success?session_id=${sessionId}` });
    const status = await api(`/api/stripe/session/${sessionId}`, { token });
    expect(status.body).toMatchObject({ status: "completed", metadata: { purpose: "business_subscription" } });

    const [subscription] = await subscriptionsOf(userId);
    expect(subscription).toMatchObject({
      provider: "test",
      status: "active",
      plan: "reseller",
      tier: "combined_pro",
      cancelAtPeriodEnd: false,
      checkoutSessionId: sessionId,
    });
    expect(subscription.paidUntil.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(subscription.paidUntil.getTime()).toBeLessThan(Date.now() + 32 * DAY);
    const user = await userRow(userId);
    expect(user.subscriptionTier).toBe("combined_pro");
    expect(user.subscriptionExpiresAt).toEqual(subscription.paidUntil);
    expect(user.stripeCustomerId).toMatch(/^test_cus_/);
    expect(await proTier(token)).toBe("combined_pro");
    expect((await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "Client wedding" } })).status).toBe(201);

    // Its payment is the first invoice's, listed once.
    expect(await paymentCount(userId)).toBe(1);
    const billing = await api("/api/billing/info", { token });
    expect(billing.body).toMatchObject({
      hasBillingInfo: true,
      subscriptionStatus: "active",
      lastPayment: { amount: 9900 },
      subscription: { planName: "Reseller", status: "active", cancelAtPeriodEnd: false, accessUntil: subscription.paidUntil.toISOString() },
    });
  });

  it("pays once for a double click on Pay, and sells no second plan to a subscriber", async () => {
    const { token, email } = await registerAndGetToken("Twice");
    const userId = await userIdOf(email);
    const opened = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: RESELLER });
    const sessionId = sessionIdFrom(opened.body.url);
    const results = await Promise.all([1, 2, 3].map(() => api(`/api/test/complete-payment/${sessionId}`, { method: "POST", token })));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(await subscriptionsOf(userId)).toHaveLength(1);
    expect(await paymentCount(userId)).toBe(1);

    const again = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: RESELLER });
    expect(again).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", error: "Your account already has a business plan. You can manage it from Billing in Account Settings." },
    });
  });

  it("refuses Corporate, an unknown plan and a missing one with clear texts", async () => {
    const { token } = await registerAndGetToken("Corp");
    const corporate = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: { ...RESELLER, planKey: "corporate" } });
    expect(corporate).toMatchObject({ status: 400, body: { error: "The Corporate plan is arranged with our sales team. Please use Contact Sales." } });
    const unknown = await api("/api/stripe/create-checkout-session", { method: "POST", token, json: { ...RESELLER, planKey: "platinum" } });
    expect(unknown).toMatchObject({ status: 400, body: { error: "Error: No payment option found for this tier. Please contact support." } });
    const { planKey: _none, ...noPlan } = RESELLER;
    expect(await api("/api/stripe/create-checkout-session", { method: "POST", token, json: noPlan })).toMatchObject({
      status: 400,
      body: { error: "Please choose a plan first." },
    });
    expect((await api("/api/stripe/create-checkout-session", { method: "POST", json: RESELLER })).status).toBe(401);
  });

  it("renews, fails and recovers through the same fulfilment: only paid periods count", async () => {
    const { token, userId, subscription: first } = await subscriber("Renew");

    const renewed = await act(token, first.id, "renew");
    expect(renewed.status).toBe(200);
    const [afterRenew] = await subscriptionsOf(userId);
    expect(afterRenew.paidUntil.getTime()).toBeGreaterThan(first.paidUntil.getTime() + 27 * DAY);
    expect((await userRow(userId)).subscriptionExpiresAt).toEqual(afterRenew.paidUntil);
    expect(await paymentCount(userId)).toBe(2);

    // A failed renewal opens the next period unpaid: the status says so, the paid period does not move.
    const failed = await act(token, first.id, "fail");
    expect(failed.body.subscription).toMatchObject({ status: "past_due", accessUntil: afterRenew.paidUntil.toISOString() });
    const [afterFail] = await subscriptionsOf(userId);
    expect(afterFail.paidUntil).toEqual(afterRenew.paidUntil);
    expect(afterFail.currentPeriodEnd.getTime()).toBeGreaterThan(afterRenew.paidUntil.getTime());
    expect((await userRow(userId)).subscriptionExpiresAt).toEqual(afterRenew.paidUntil);
    expect(await paymentCount(userId)).toBe(2);
    expect((await api("/api/billing/info", { token })).body.subscription).toMatchObject({ status: "past_due" });
    // Still billed, so no second plan is sold while it is owed.
    expect((await api("/api/stripe/create-checkout-session", { method: "POST", token, json: RESELLER })).status).toBe(409);

    // Its payment going through pays the period the failure opened, and no more.
    await act(token, first.id, "renew");
    const [recovered] = await subscriptionsOf(userId);
    expect(recovered).toMatchObject({ status: "active" });
    expect(recovered.paidUntil).toEqual(afterFail.currentPeriodEnd);
    expect(await paymentCount(userId)).toBe(3);
  });

  it("a failed renewal whose paid period ends takes the pro features away", async () => {
    const { token, userId, subscription } = await subscriber("Lapsed");
    await act(token, subscription.id, "fail");
    expect(await proTier(token)).toBe("combined_pro");
    await endPaidPeriod(userId);
    expect(await proTier(token)).toBeNull();
    expect((await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "Too late" } })).status).toBe(403);
  });

  it("a cancelled plan keeps its access until the paid period ends, then loses it and may be bought again", async () => {
    const { token, userId, subscription } = await subscriber("Cancel");

    const cancelled = await act(token, subscription.id, "cancel");
    expect(cancelled.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true, accessUntil: subscription.paidUntil.toISOString() });
    expect(await proTier(token)).toBe("combined_pro");
    expect((await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "Still paid for" } })).status).toBe(201);
    // Nothing more happens to a cancelled plan.
    for (const action of ["renew", "fail", "cancel"]) {
      expect(await act(token, subscription.id, action)).toMatchObject({
        status: 409,
        body: { error: "This subscription is cancelled and ends at the end of its paid period." },
      });
    }

    await endPaidPeriod(userId);
    expect(await proTier(token)).toBeNull();
    expect((await api("/api/subscription-guestbooks", { method: "POST", token, json: { guestbookName: "After the end" } })).status).toBe(403);
    expect((await api("/api/billing/info", { token })).body).toMatchObject({ subscriptionStatus: "expired" });
    // Over: a new plan may be bought.
    await buy(token);
    expect(await subscriptionsOf(userId)).toHaveLength(2);
    expect(await proTier(token)).toBe("combined_pro");
  });

  it("acts only on the caller's own local subscription, and knows only its three actions", async () => {
    const owner = await subscriber("Owner");
    const other = await registerAndGetToken("Other");
    const { subscription } = owner;
    expect(await act(other.token, subscription.id, "cancel")).toMatchObject({ status: 404, body: { error: "Subscription not found." } });
    expect((await act(owner.token, subscription.id, "refund")).status).toBe(404);
    expect((await act(owner.token, "nope", "renew")).status).toBe(404);
    expect((await api(`/api/test/subscriptions/${subscription.id}/renew`, { method: "POST" })).status).toBe(401);
    expect((await subscriptionsOf(owner.userId))[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });
});

describeStripeMode("the Reseller plan's Stripe webhook", () => {
  const stripe = new Stripe("sk_test_dummy");
  const now = Math.floor(Date.now() / 1000);

  type TBought = { token: string; userId: string; rowId: string; stripeSessionId: string; subscriptionId: string; customerId: string };

  /** Checkout creation would call Stripe; the row it leaves behind is written directly instead. */
  async function stripeCheckout(): Promise<TBought> {
    const { token, email } = await registerAndGetToken("Hooked");
    const userId = await userIdOf(email);
    const rowId = `cks${randomUUID().replaceAll("-", "")}`;
    const stripeSessionId = `cs_test_${randomUUID().replaceAll("-", "")}`;
    await pool.query(
      `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, "amountCents", description, plan, "successUrl", "cancelUrl")
       VALUES ($1, 'stripe', $2, $3, 'business_subscription', 9900, 'Reseller plan (monthly)', 'reseller', '/payment-success', '/subscribe/reseller?cancelled=1')`,
      [rowId, stripeSessionId, userId],
    );
    const unique = () => randomUUID().replaceAll("-", "");
    return { token, userId, rowId, stripeSessionId, subscriptionId: `sub_test_${unique()}`, customerId: `cus_test_${unique()}` };
  }

  function signed(type: string, created: number, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll("-", "")}`) {
    return JSON.stringify({ id, object: "event", type, created, data: { object } });
  }

  function subscriptionEvent(
    type: string,
    bought: TBought,
    at: number,
    fields: { status: string; periodEnd: number; cancelAtPeriodEnd?: boolean; endedAt?: number | null; metadata?: Record<string, string> },
  ) {
    return signed(type, at, {
      id: bought.subscriptionId,
      object: "subscription",
      customer: bought.customerId,
      status: fields.status,
      cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      ended_at: fields.endedAt ?? null,
      metadata: fields.metadata ?? { checkoutSessionId: bought.rowId, userId: bought.userId, plan: "reseller" },
      items: { object: "list", data: [{ id: "si_1", current_period_end: fields.periodEnd }] },
    });
  }

  function invoiceEvent(
    type: "invoice.paid" | "invoice.payment_failed",
    bought: TBought,
    at: number,
    periodEnd: number,
    invoiceId = `in_${randomUUID().replaceAll("-", "")}`,
  ) {
    return signed(type, at, {
      id: invoiceId,
      object: "invoice",
      customer: bought.customerId,
      amount_paid: type === "invoice.paid" ? 9900 : 0,
      currency: "usd",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: bought.subscriptionId, metadata: { checkoutSessionId: bought.rowId, userId: bought.userId, plan: "reseller" } },
      },
      lines: { object: "list", data: [{ id: "il_1", period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
    });
  }

  function checkoutCompleted(bought: TBought) {
    return signed("checkout.session.completed", now, {
      id: bought.stripeSessionId,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_total: 9900,
      payment_intent: null,
      customer: bought.customerId,
      subscription: bought.subscriptionId,
      metadata: { checkoutSessionId: bought.rowId },
    });
  }

  function deliver(payload: string) {
    return api("/api/stripe/webhook", {
      base: stripeBaseUrl,
      method: "POST",
      raw: payload,
      headers: { "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
    });
  }

  async function stripeSubscription(bought: TBought) {
    const { rows } = await pool.query(`SELECT * FROM "Subscription" WHERE "providerSubscriptionId" = $1`, [bought.subscriptionId]);
    return rows[0];
  }

  const month = 30 * 86_400;
  const firstEnd = now + month;
  const secondEnd = now + 2 * month;

  it("grants the plan from events in any order, once the first invoice is paid, and the return page waits for it", async () => {
    const bought = await stripeCheckout();
    // Stripe's checkout event can come first: the checkout is done but nothing is paid for yet.
    expect(await deliver(checkoutCompleted(bought))).toMatchObject({ status: 200, body: { outcome: "fulfilled" } });
    expect(await checkoutRow(pool, bought.rowId)).toMatchObject({ status: "completed" });
    expect((await api(`/api/stripe/session/${bought.rowId}`, { base: stripeBaseUrl, token: bought.token })).body).toMatchObject({ status: "open" });
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();

    expect(await deliver(subscriptionEvent("customer.subscription.created", bought, now, { status: "incomplete", periodEnd: firstEnd }))).toMatchObject({
      body: { outcome: "subscription_updated" },
    });
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();
    expect(await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd))).toMatchObject({ body: { outcome: "subscription_updated" } });
    expect(await deliver(subscriptionEvent("customer.subscription.updated", bought, now, { status: "active", periodEnd: firstEnd }))).toMatchObject({
      status: 200,
    });

    expect(await stripeSubscription(bought)).toMatchObject({
      status: "active",
      userId: bought.userId,
      checkoutSessionId: bought.rowId,
      providerCustomerId: bought.customerId,
    });
    expect(await userRow(bought.userId)).toMatchObject({
      subscriptionTier: "combined_pro",
      subscriptionExpiresAt: new Date(firstEnd * 1000),
      stripeCustomerId: bought.customerId,
    });
    expect(await proTier(bought.token, stripeBaseUrl)).toBe("combined_pro");
    expect((await api(`/api/stripe/session/${bought.rowId}`, { base: stripeBaseUrl, token: bought.token })).body).toMatchObject({ status: "completed" });
    expect(await paymentCount(bought.userId)).toBe(1);
  });

  it("the paid invoice arriving before anything else still finds its buyer", async () => {
    const bought = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd));
    expect(await proTier(bought.token, stripeBaseUrl)).toBe("combined_pro");
    await deliver(checkoutCompleted(bought));
    expect(await checkoutRow(pool, bought.rowId)).toMatchObject({ status: "completed" });
    expect(await paymentCount(bought.userId)).toBe(1);
  });

  it("a replayed invoice pays once and a replayed event changes nothing", async () => {
    const bought = await stripeCheckout();
    const paid = invoiceEvent("invoice.paid", bought, now, firstEnd, `in_${randomUUID().replaceAll("-", "")}`);
    expect(await deliver(paid)).toMatchObject({ body: { outcome: "subscription_updated" } });
    expect(await deliver(paid)).toMatchObject({ status: 200, body: { outcome: "already_handled" } });
    // Stripe may send the same invoice again under a new event id.
    const sameInvoice = JSON.parse(paid);
    const resent = signed("invoice.paid", now + 5, sameInvoice.data.object);
    expect((await deliver(resent)).status).toBe(200);
    expect(await paymentCount(bought.userId)).toBe(1);
  });

  it("an older customer.subscription.updated arriving after a newer one does not roll anything back", async () => {
    const bought = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd));
    await deliver(invoiceEvent("invoice.paid", bought, now + 100, secondEnd));
    const newer = subscriptionEvent("customer.subscription.updated", bought, now + 200, { status: "active", periodEnd: secondEnd, cancelAtPeriodEnd: true });
    const older = subscriptionEvent("customer.subscription.updated", bought, now + 50, { status: "active", periodEnd: firstEnd, cancelAtPeriodEnd: false });
    expect(await deliver(newer)).toMatchObject({ body: { outcome: "subscription_updated" } });
    expect(await deliver(older)).toMatchObject({ status: 200, body: { outcome: "out_of_date" } });
    expect(await stripeSubscription(bought)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(secondEnd * 1000),
      paidUntil: new Date(secondEnd * 1000),
    });
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionExpiresAt: new Date(secondEnd * 1000) });
    // An older paid invoice delivered late neither shortens the paid period nor revives anything.
    await deliver(invoiceEvent("invoice.paid", bought, now - 100, firstEnd));
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionExpiresAt: new Date(secondEnd * 1000) });
  });

  it("a failed invoice leaves the paid period where it was, and a later payment settles it", async () => {
    const bought = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd));
    await deliver(subscriptionEvent("customer.subscription.updated", bought, now, { status: "active", periodEnd: firstEnd }));
    // The renewal opens the next period and its payment fails.
    expect(await deliver(invoiceEvent("invoice.payment_failed", bought, now + 100, secondEnd))).toMatchObject({ body: { outcome: "subscription_updated" } });
    await deliver(subscriptionEvent("customer.subscription.updated", bought, now + 100, { status: "past_due", periodEnd: secondEnd }));
    expect(await stripeSubscription(bought)).toMatchObject({
      status: "past_due",
      paidUntil: new Date(firstEnd * 1000),
      currentPeriodEnd: new Date(secondEnd * 1000),
    });
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionExpiresAt: new Date(firstEnd * 1000) });
    expect(await paymentCount(bought.userId)).toBe(1);

    // Stripe's retry succeeds; the failure, delivered once more afterwards, is out of date.
    await deliver(invoiceEvent("invoice.paid", bought, now + 200, secondEnd));
    expect(await deliver(invoiceEvent("invoice.payment_failed", bought, now + 100, secondEnd))).toMatchObject({ body: { outcome: "out_of_date" } });
    expect(await stripeSubscription(bought)).toMatchObject({ status: "active", paidUntil: new Date(secondEnd * 1000) });
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionExpiresAt: new Date(secondEnd * 1000) });
  });

  it("cancelled at the period's end, the plan stays until then; Stripe's deletion then ends it for good", async () => {
    const bought = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd));
    await deliver(subscriptionEvent("customer.subscription.updated", bought, now + 10, { status: "active", periodEnd: firstEnd, cancelAtPeriodEnd: true }));
    expect(await proTier(bought.token, stripeBaseUrl)).toBe("combined_pro");
    expect((await api("/api/billing/info", { base: stripeBaseUrl, token: bought.token })).body.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      accessUntil: new Date(firstEnd * 1000).toISOString(),
    });

    // The period ends (moved into the past here), and Stripe deletes the subscription.
    await endPaidPeriod(bought.userId);
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();
    const endedAt = now - 60;
    await deliver(
      subscriptionEvent("customer.subscription.deleted", bought, now + 20, { status: "canceled", periodEnd: endedAt, cancelAtPeriodEnd: true, endedAt }),
    );
    expect(await stripeSubscription(bought)).toMatchObject({ status: "canceled" });
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();
    // An update from before the deletion, delivered after it, does not bring it back.
    expect(await deliver(subscriptionEvent("customer.subscription.updated", bought, now + 15, { status: "active", periodEnd: secondEnd }))).toMatchObject({
      body: { outcome: "out_of_date" },
    });
    expect(await stripeSubscription(bought)).toMatchObject({ status: "canceled" });
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();
  });

  it("ended at once by an operator, access ends then, not at the end of the paid period", async () => {
    const bought = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", bought, now, firstEnd));
    expect(await proTier(bought.token, stripeBaseUrl)).toBe("combined_pro");
    const endedAt = Math.floor(Date.now() / 1000) - 1;
    await deliver(subscriptionEvent("customer.subscription.deleted", bought, now + 30, { status: "canceled", periodEnd: firstEnd, endedAt }));
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionExpiresAt: new Date(endedAt * 1000) });
    expect(await proTier(bought.token, stripeBaseUrl)).toBeNull();
  });

  it("ignores subscriptions that are not ours, or that name someone else's checkout", async () => {
    const bought = await stripeCheckout();
    const other = await stripeCheckout();
    const foreign = subscriptionEvent("customer.subscription.created", bought, now, { status: "active", periodEnd: firstEnd, metadata: {} });
    expect(await deliver(foreign)).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    const stolen = subscriptionEvent("customer.subscription.created", bought, now, {
      status: "active",
      periodEnd: firstEnd,
      metadata: { checkoutSessionId: other.rowId, userId: bought.userId },
    });
    expect(await deliver(stolen)).toMatchObject({ status: 200, body: { outcome: "ignored" } });
    expect(await stripeSubscription(bought)).toBeUndefined();
    expect(await userRow(bought.userId)).toMatchObject({ subscriptionTier: null });
  });

  it("still grants the plan when Stripe's customer already belongs to another account, which keeps it", async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout();
    await deliver(invoiceEvent("invoice.paid", first, now, firstEnd));
    const shared = { ...second, customerId: first.customerId };
    expect(await deliver(invoiceEvent("invoice.paid", shared, now, firstEnd))).toMatchObject({ status: 200, body: { outcome: "subscription_updated" } });
    expect(await proTier(second.token, stripeBaseUrl)).toBe("combined_pro");
    expect(await userRow(first.userId)).toMatchObject({ stripeCustomerId: first.customerId });
    expect(await userRow(second.userId)).toMatchObject({ stripeCustomerId: null });
  });

  it("has no local subscription actions", async () => {
    const { token } = await registerAndGetToken("NoLocal");
    expect((await api("/api/test/subscriptions/anything/renew", { base: stripeBaseUrl, method: "POST", token })).status).toBe(404);
  });
});
