// Pro accounts, the subscription, in the local test-payment mode at both widths: the pricing page's Reseller
// plan bought by a signed-out visitor (log in, back to the plan, pay), which opens the dashboard's pro tabs;
// then the local billing page's Fail, Renew and Cancel, and a cancelled plan keeping the pro tabs until its
// paid period ends, then losing them. Time is moved by setting the stored period end into the past, not by waiting.
import type { APIRequestContext, Page } from "@playwright/test";
import { Client } from "pg";
import { baseUrl, databaseUrl } from "../helpers/env";
import { cookiesOf, expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

const PASSWORD = "correct horse 42";

function dashboardTabs(page: Page) {
  return page.getByRole("navigation", { name: "Dashboard sections" });
}

function subscriptionSection(page: Page) {
  return page.getByRole("region", { name: "Your subscription" });
}

/** A new account, registered over the API; signed in (its token is the browser's session cookie) when asked. */
async function register(page: Page, signIn: boolean): Promise<string> {
  const email = uniqueEmail("reseller");
  const { token } = await registerOverApi(page.request, "Remy", { email, password: PASSWORD });
  if (signIn) await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);
  return email;
}

/** The plan bought through the same calls the plan page and the test checkout make (their screens: the first test). */
async function buyReseller(page: Page, localRequest: APIRequestContext): Promise<void> {
  const opened = await page.request.post("/api/stripe/create-checkout-session", {
    data: { upgradeType: "subscription", planKey: "reseller", successUrl: "/payment-success", cancelUrl: "/subscribe/reseller?cancelled=1" },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const sessionId = String((await opened.json()).url)
    .split("/")
    .pop();
  const paid = await localRequest.post(`/api/test/complete-payment/${sessionId}`, { headers: await cookiesOf(page) });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The end of the paid period, moved into the past: the subscription's and the user's copy of it. */
async function endPaidPeriod(email: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const past = new Date(Date.now() - 60_000);
    const { rows } = await client.query<{ id: string }>(`UPDATE "User" SET "subscriptionExpiresAt" = $2 WHERE email = $1 RETURNING id`, [email, past]);
    await client.query(`UPDATE "Subscription" SET "paidUntil" = $2, "currentPeriodEnd" = $2 WHERE "userId" = $1`, [rows[0].id, past]);
  } finally {
    await client.end();
  }
}

test.describe("the Reseller plan", () => {
  test.skip(!databaseUrl, "needs the test database (npm test)");

  test("signed out, the pricing page's plan is bought through login and the test checkout, and the pro tabs appear", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const email = await register(page, false);

    // Signed out: the pricing page's Reseller button asks for a login, then comes back to the plan.
    await visit(page, "/#pricing");
    await page.getByRole("tab", { name: "Business & Corporate Pricing" }).click();
    await page.getByRole("link", { name: "Get Started with Reseller" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsubscribe%2Freseller$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/subscribe\/reseller$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reseller" })).toBeVisible();
    await expect(page.getByText("$99", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "subscribe-reseller");

    await page.getByRole("button", { name: "Subscribe to Reseller" }).click();
    await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText("Reseller plan (monthly)")).toBeVisible();
    await expect(page.getByText("$99", { exact: true })).toBeVisible();
    await expectAccessible(page);
    const pay = page.getByRole("button", { name: "Pay" });
    await expect(pay).toBeEnabled();
    await pay.click();

    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your business plan is active");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Open Pro Audio Guestbooks" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=subscription-guestbooks/);
    await expect(page.getByText("Account type: Business Pro")).toBeVisible();
    await expect(dashboardTabs(page).getByRole("link", { name: /^Pro Audio Guestbooks/ })).toHaveAttribute("aria-current", "page");
    await expect(dashboardTabs(page).getByRole("link", { name: /^Pro Audio Cards/ })).toHaveCount(1);
    await expectAccessible(page);

    // Bought already: the plan's page offers the dashboard and Billing instead of a second plan.
    await visit(page, "/subscribe/reseller");
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your account already has a business plan (Business Pro).");
    await expect(page.getByRole("button", { name: "Subscribe to Reseller" })).toHaveCount(0);
  });

  test("a cancelled plan keeps the pro tabs until its paid period ends, then loses them", async ({ page, localRequest }, testInfo) => {
    test.setTimeout(90_000);
    const email = await register(page, true);
    await buyReseller(page, localRequest);

    // The local billing page stands in for Stripe: a failed renewal, its payment going through, a cancellation.
    await visit(page, "/billing-portal");
    const subscription = subscriptionSection(page);
    await expect(subscription).toContainText("Reseller plan");
    await expect(subscription).toContainText("Active: renews on");
    await subscription.getByRole("button", { name: "Fail the next payment" }).click();
    await expect(subscription).toContainText("Payment failed: access until");
    await subscription.getByRole("button", { name: "Renew: pay the next period" }).click();
    await expect(subscription).toContainText("Active: renews on");
    await subscription.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(subscription).toContainText("Cancelled: access until");
    await expect(subscription.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Your payments" }).getByRole("listitem")).toHaveCount(2);
    await expectAccessible(page);
    await screenshot(page, testInfo, "billing-portal-subscription");

    // Cancelled, it is still pro until the end of the paid period.
    await visit(page, "/dashboard?tab=settings");
    await expect(page.getByRole("region", { name: "Billing" })).toContainText("Reseller plan. Cancelled: access until");
    await page.goto("/dashboard?tab=subscription-guestbooks");
    await expect(dashboardTabs(page).getByRole("link", { name: /^Pro Audio Guestbooks/ })).toHaveAttribute("aria-current", "page");

    // The paid period ends: the pro tabs are gone.
    await endPaidPeriod(email);
    await visit(page, "/dashboard?tab=subscription-guestbooks");
    await expect(page.getByText("Account type: Standard User")).toBeVisible();
    await expect(dashboardTabs(page).getByRole("link", { name: /Pro Audio/ })).toHaveCount(0);
    await expect(dashboardTabs(page).getByRole("link", { name: /^Audio Guestbooks/ })).toHaveAttribute("aria-current", "page");
    await page.goto("/billing-portal");
    await expect(subscriptionSection(page)).toContainText("Ended on");
  });
});
