// Issue 5's paid journey in the local test-payment mode (no Stripe key): the wizard's Medium tier is
// bought through the Purchase dialog and the test checkout page, the success page waits for the
// payment, and the dashboard lists the Medium guestbook. Also Cancel, and someone else's checkout.
import type { Page } from "@playwright/test";
import { baseUrl } from "../helpers/env";
import { expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";

const PASSWORD = "correct horse 42";

/** A new account, signed in through the API's token, which is the browser's session cookie too. */
async function signUp(page: Page, firstName: string): Promise<void> {
  const response = await page.request.post("/api/auth/register", { data: { firstName, email: uniqueEmail("pay"), password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = await response.json();
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);
}

async function pickDateNextWeek(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Event date/ }).click();
  const dialog = page.getByRole("dialog", { name: "Select Date" });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the wizard with the Medium tier and creates it: a signed-in user lands in the Purchase dialog. */
async function openMediumPurchase(page: Page) {
  await visit(page, "/create-guestbook");
  await page.getByRole("radio", { name: "Wedding" }).check();
  await page.getByRole("radio", { name: /^Medium/ }).check();
  await page.getByRole("group", { name: "Allow anonymous recordings?" }).getByRole("radio", { name: "Yes" }).check();
  await pickDateNextWeek(page);
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeFocused();
  await page.getByRole("group", { name: "Would you like to personalize your guestbook?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Purchase Guestbook" });
  await expect(dialog).toContainText("Medium");
  await expect(dialog).toContainText("$29");
  await expectAccessible(page);
  return dialog;
}

async function toTestCheckout(page: Page): Promise<string> {
  const dialog = await openMediumPurchase(page);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("a signed-in user buys a Medium guestbook in test mode and finds it on the dashboard", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, "Morgan");
  const checkoutPath = await toTestCheckout(page);

  // What is bought and its price come from the server's checkout row.
  await expect(page.getByText("Test Mode", { exact: true })).toBeVisible();
  const summary = page.getByRole("definition");
  await expect(summary.first()).toHaveText("Medium audio guestbook (1-49 guests)");
  await expect(summary.nth(1)).toHaveText("$29");
  await expectAccessible(page);
  await screenshot(page, testInfo, "test-checkout");

  await page.getByRole("main").getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  const successUrl = page.url();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 35_000 });
  const viewGuestbook = page.getByRole("link", { name: "View Guestbook" });
  await expect(viewGuestbook).toHaveAttribute("href", /^\/manage-guestbook\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("link", { name: "View Dashboard" })).toHaveAttribute("href", "/dashboard?from_creation=true");
  await expectAccessible(page);
  await screenshot(page, testInfo, "payment-success");

  // Paying again is refused by the page: the checkout is already completed.
  await visit(page, checkoutPath);
  await expect(page.getByText("This checkout has already been paid.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);

  await visit(page, successUrl);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 35_000 });
  await page.getByRole("link", { name: "View Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\?from_creation=true$/);
  const card = page.getByTestId("guestbook-card").filter({ has: page.getByRole("heading", { name: "My Audio Guestbook 1", exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("definition").filter({ hasText: /^Medium$/ })).toBeVisible();
  await expectAccessible(page);
});

test("cancelling the test checkout leads to Payment Cancelled; another user cannot open it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, "Quinn");
  const checkoutPath = await toTestCheckout(page);

  // Someone else's checkout does not exist for them.
  const stranger = await browser.newPage({ baseURL: baseUrl });
  await signUp(stranger, "Sasha");
  const response = await stranger.goto(checkoutPath);
  expect(response?.status()).toBe(404);
  await stranger.close();

  await page.getByRole("main").getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/create-guestbook");
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/dashboard?from_creation=true");
  await expectAccessible(page);
});

test("the success page gives up with a Retry when the payment is not confirmed", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Riley");
  const checkoutPath = await toTestCheckout(page);
  const sessionId = checkoutPath.split("/").pop()!;

  // The checkout is still open (nothing paid, no webhook): the page polls, then gives up after ~30 s.
  await visit(page, `/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Payment not confirmed" })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole("alert").filter({ hasText: "We have not received confirmation" })).toBeVisible();
  await expectAccessible(page);

  // Paid meanwhile (as a late webhook would), Retry finds it.
  const paid = await page.request.post(`/api/test/complete-payment/${sessionId}`);
  expect(paid.status(), await paid.text()).toBe(200);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
});
