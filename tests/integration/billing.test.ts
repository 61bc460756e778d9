// Billing over HTTP against the running app (issue 5, point 6). The main instance (TEST_BASE_URL) is in
// test-payment mode: purchases are made through the local checkout, and "Manage Billing" leads to the
// local /billing-portal page. The Stripe-mode cases run against the instance with a dummy Stripe key
// (TEST_STRIPE_BASE_URL), where every call to Stripe fails: they prove the failures are answered
// honestly and that no local id is sent to Stripe.
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl, databaseUrl, stripeBaseUrl } from "@/tests/helpers/env";
import { todayUtc } from "@/tests/helpers/guestbooks";
import { userIdOf } from "../helpers/test-database";

const describeStripeMode = stripeBaseUrl ? describe : describe.skip;

const pool = new Pool({ connectionString: databaseUrl, max: 4 });
afterAll(() => pool.end());

async function setCustomerId(email: string, customerId: string | null): Promise<void> {
  await pool.query(`UPDATE "User" SET "stripeCustomerId" = $2 WHERE email = $1`, [email, customerId]);
}

/** A paid guestbook bought through the local checkout; answers the checkout row's id and description. */
async function buyGuestbook(token: string, tierIdx: number): Promise<{ checkoutId: string; description: string }> {
  const draft = await api("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: "Party", eventType: "Wedding", eventDate: todayUtc(5), tierIdx },
  });
  expect(draft.status).toBe(402);
  const checkout = await api("/api/stripe/create-checkout-session", {
    method: "POST",
    token,
    json: { successUrl: "/payment-success", cancelUrl: "/payment-cancel", tempGuestbookKey: draft.body.tempGuestbookKey },
  });
  const match = /^\/test-checkout\/([A-Za-z0-9_-]+)$/.exec(String(checkout.body.url));
  if (!match) throw new Error(`not a local checkout URL: ${String(checkout.body.url)}`);
  expect((await api(`/api/test/complete-payment/${match[1]}`, { method: "POST", token })).status).toBe(200);
  const { rows } = await pool.query<{ description: string }>(`SELECT description FROM "CheckoutSession" WHERE id = $1`, [match[1]]);
  return { checkoutId: match[1], description: rows[0].description };
}

async function page(path: string, token?: string, base = baseUrl): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${base}${path}`, {
    headers: token ? { cookie: `next-auth.session-token=${token}` } : {},
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The visible text of a page's main region (not the framework's inline data), tags removed. */
function textOf(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

const NO_BILLING = { hasBillingInfo: false, subscriptionStatus: null, subscriptionExpiresAt: null, paymentMethod: null, lastPayment: null, subscription: null };

describe("billing in test-payment mode", () => {
  it("answers 401 to signed-out callers of both calls", async () => {
    expect((await api("/api/billing/info")).status).toBe(401);
    expect((await api("/api/billing/portal", { method: "POST" })).status).toBe(401);
  });

  it("has nothing to report for a new user", async () => {
    const { token } = await registerAndGetToken("Fresh");
    const { status, body } = await api("/api/billing/info", { token });
    expect(status).toBe(200);
    expect(body).toEqual(NO_BILLING);
  });

  it("reports the newest payment from our own records after a test purchase, and no card", async () => {
    const { token } = await registerAndGetToken("Buyer");
    const before = Math.floor(Date.now() / 1000);
    await buyGuestbook(token, 1);
    const after = Math.ceil(Date.now() / 1000);

    const { status, body } = await api("/api/billing/info", { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      hasBillingInfo: true,
      subscriptionStatus: null,
      subscriptionExpiresAt: null,
      paymentMethod: null,
      lastPayment: { amount: 2900 },
    });
    const date = (body.lastPayment as { date: number }).date;
    expect(Number.isInteger(date)).toBe(true);
    expect(date).toBeGreaterThanOrEqual(before - 1);
    expect(date).toBeLessThanOrEqual(after + 1);

    await buyGuestbook(token, 2);
    expect((await api("/api/billing/info", { token })).body.lastPayment).toMatchObject({ amount: 4900 });
  });

  it("counts a payment-customer id alone as billing info", async () => {
    const { token, email } = await registerAndGetToken("Customer");
    await setCustomerId(email, `test_cus_${randomUUID().replaceAll("-", "")}`);
    expect((await api("/api/billing/info", { token })).body).toEqual({ ...NO_BILLING, hasBillingInfo: true });
  });

  it("reports an operator-granted subscription as active until it expires", async () => {
    const { token, email } = await registerAndGetToken("Reseller");
    const until = new Date(Date.now() + 30 * 86_400_000);
    await pool.query(`UPDATE "User" SET "subscriptionTier" = 'guestbook_reseller', "subscriptionExpiresAt" = $2 WHERE email = $1`, [email, until]);
    expect((await api("/api/billing/info", { token })).body).toMatchObject({ subscriptionStatus: "active", subscriptionExpiresAt: until.toISOString() });

    const ended = new Date(Date.now() - 86_400_000);
    await pool.query(`UPDATE "User" SET "subscriptionExpiresAt" = $2 WHERE email = $1`, [email, ended]);
    expect((await api("/api/billing/info", { token })).body).toMatchObject({ subscriptionStatus: "expired", subscriptionExpiresAt: ended.toISOString() });
  });

  it("sends Manage Billing to the local billing page, whatever id the user has", async () => {
    const { token, email } = await registerAndGetToken("Portal");
    expect(await api("/api/billing/portal", { method: "POST", token })).toMatchObject({ status: 200, body: { url: "/billing-portal" } });
    // Even a Stripe-looking id is not sent anywhere without a Stripe key.
    await setCustomerId(email, `cus_test_${randomUUID().replaceAll("-", "")}`);
    expect(await api("/api/billing/portal", { method: "POST", token })).toMatchObject({ status: 200, body: { url: "/billing-portal" } });
  });

  it("lists the user's own payments on the local billing page, and only theirs", async () => {
    const { token } = await registerAndGetToken("Lister");
    const { token: other } = await registerAndGetToken("Neighbour");
    const mine = await buyGuestbook(token, 1);
    const theirs = await buyGuestbook(other, 3);

    const own = await page("/billing-portal", token);
    expect(own.status).toBe(200);
    const text = textOf(own.html);
    expect(text).toContain("Billing (Test Mode)");
    expect(text).toContain(mine.description);
    expect(text).toContain("$29");
    expect(text).not.toContain(theirs.description);
    expect(text).not.toContain("$99");

    const neighbour = textOf((await page("/billing-portal", other)).html);
    expect(neighbour).toContain(theirs.description);
    expect(neighbour).not.toContain(mine.description);
  });

  it("says so when there are no payments, and sends signed-out visitors to log in first", async () => {
    const { token } = await registerAndGetToken("Empty");
    expect(textOf((await page("/billing-portal", token)).html)).toContain("You have not made any payments yet.");
    const signedOut = await page("/billing-portal");
    expect(signedOut.status).toBe(307);
    expect(signedOut.location).toMatch(/\/login\?callbackUrl=%2Fbilling-portal$/);
  });

  it("shows the Billing section only to users with a payment-customer id, without sending the id", async () => {
    const { token, email } = await registerAndGetToken("Settings");
    const without = await page("/dashboard?tab=settings", token);
    expect(without.status).toBe(200);
    expect(without.html).toContain("Account Settings");
    expect(without.html).not.toContain('id="settings-billing-title"');

    const customerId = `test_cus_${randomUUID().replaceAll("-", "")}`;
    await setCustomerId(email, customerId);
    const withId = await page("/dashboard?tab=settings", token);
    expect(withId.html).toContain('id="settings-billing-title"');
    expect(withId.html).not.toContain(customerId);
  });
});

describeStripeMode("billing with a Stripe key (dummy: every Stripe call fails)", () => {
  it("answers 404 without a Stripe customer, and 502 with the spec's text when Stripe refuses", async () => {
    const { token, email } = await registerAndGetToken("StripeBill");
    const portal = () => api("/api/billing/portal", { base: stripeBaseUrl, method: "POST", token });
    expect(await portal()).toMatchObject({ status: 404, body: { error: "No billing account found." } });
    // A local test-mode id is never sent to Stripe.
    await setCustomerId(email, `test_cus_${randomUUID().replaceAll("-", "")}`);
    expect(await portal()).toMatchObject({ status: 404, body: { error: "No billing account found." } });
    await setCustomerId(email, `cus_test123${randomUUID().replaceAll("-", "").slice(0, 8)}`);
    const refused = await portal();
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ error: "Stripe could not open the billing portal. Please try again.", code: "UPSTREAM" });
  });

  it("still reports the last payment from our records when Stripe cannot tell the card", async () => {
    const { token, email } = await registerAndGetToken("StripeInfo");
    const userId = await userIdOf(email);
    await setCustomerId(email, `cus_test123${randomUUID().replaceAll("-", "").slice(0, 8)}`);
    const checkoutId = `cks${randomUUID().replaceAll("-", "")}`;
    // A paid Stripe checkout would need Stripe; its rows are written directly instead.
    await pool.query(
      `INSERT INTO "CheckoutSession" (id, provider, "providerSessionId", "userId", purpose, status, "amountCents", description, "successUrl", "cancelUrl")
       VALUES ($1, 'stripe', $2, $3, 'guestbook_purchase', 'completed', 4900, 'Large audio guestbook', '/payment-success', '/payment-cancel')`,
      [checkoutId, `cs_test_${randomUUID().replaceAll("-", "")}`, userId],
    );
    await pool.query(
      `INSERT INTO "Payment" (id, "userId", "checkoutSessionId", provider, "providerPaymentId", "amountCents", currency)
       VALUES ($1, $2, $3, 'stripe', 'pi_test_unknown', 4900, 'usd')`,
      [`pay${randomUUID().replaceAll("-", "")}`, userId, checkoutId],
    );
    const { status, body } = await api("/api/billing/info", { base: stripeBaseUrl, token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ hasBillingInfo: true, paymentMethod: null, lastPayment: { amount: 4900 } });
  });

  it("has no local billing page", async () => {
    const { token } = await registerAndGetToken("StripePage");
    expect((await page("/billing-portal", token, stripeBaseUrl)).status).toBe(404);
  });
});
