// Issue 5's journeys in the local test-payment mode (no Stripe key), as its "done when" says: a
// signed-out visitor fills the wizard with Medium, logs in, pays on the test checkout page and finds
// the guestbook with its limits; a Free guestbook over its limit is upgraded to Large and its locked
// recordings play. Also Cancel, someone else's checkout, and a payment confirmed late.
import type { Page } from "@playwright/test";
import { api } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { baseUrl, proxiedBaseUrl } from "../helpers/env";
import { createFreeGuestbook, recordAsGuest } from "../helpers/guestbooks";
import { E2E_PASSWORD, signUpSignedIn } from "./accounts";
import { cookiesOf, expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";
import { pickDateNextWeek } from "./guestbooks";

const PASSWORD = E2E_PASSWORD;

/** Fills the wizard with the Medium tier up to step 2's Create button. */
async function fillMediumWizard(page: Page) {
  await visit(page, "/create-guestbook");
  // Choices made before the wizard has hydrated would be lost: wait for its default name first.
  await expect(page.getByLabel("Guestbook name")).toHaveValue(/^My Audio Guestbook \d+$/);
  await page.getByRole("radio", { name: "Wedding" }).check();
  await page.getByRole("radio", { name: /^Medium/ }).check();
  await page.getByRole("radiogroup", { name: "Allow anonymous recordings?" }).getByRole("radio", { name: "Yes" }).check();
  await pickDateNextWeek(page);
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeFocused();
  await page.getByRole("radiogroup", { name: "Would you like to personalize your guestbook?" }).getByRole("radio", { name: "No" }).check();
}

/** Fills the wizard with the Medium tier and creates it: a signed-in user lands in the Purchase dialog. */
async function openMediumPurchase(page: Page) {
  await fillMediumWizard(page);
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

test("a signed-out visitor fills the wizard with Medium, logs in, pays and finds the guestbook with its limits", async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("pay");
  await registerOverApi(request, "Morgan", { email, password: PASSWORD });

  // Signed out: creating keeps the draft on the device and asks for a login.
  await fillMediumWizard(page);
  await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcreate-guestbook%3Frestore%3Dtrue$/);
  await expectAccessible(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // Back in the wizard, the paying draft continues by itself into the Purchase dialog.
  const dialog = page.getByRole("dialog", { name: "Purchase Guestbook" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText("Medium");
  await expect(dialog).toContainText("$29");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]+$/);
  const checkoutPath = new URL(page.url()).pathname;

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
  await expect(page.getByRole("link", { name: "View Dashboard" })).toHaveAttribute("href", "/dashboard?from_creation=true");
  await expectAccessible(page);
  await screenshot(page, testInfo, "payment-success");

  // View Guestbook returns to the wizard's step 3 with the guestbook that was bought.
  await page.getByRole("link", { name: "View Guestbook" }).click();
  await expect(page).toHaveURL(/\/create-guestbook\?guestbookId=[A-Za-z0-9_-]+$/);
  await expect(page.getByText("Guestbook Created Successfully!")).toBeVisible();
  const details = page.getByRole("region", { name: "Guestbook details" });
  await expect(details.getByRole("definition").filter({ hasText: /^Medium/ })).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: /^49$/ })).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: /^240 seconds$/ })).toBeVisible();
  await expectAccessible(page);

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
  await expect(card.getByRole("definition").filter({ hasText: /^0 of 49$/ })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: /^Up to 4 min$/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "dashboard-after-payment");
});

test("upgrading a Free guestbook over its limit to Large unlocks the recordings that needed it", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await registerOverApi(page.request, "Avery", { email: uniqueEmail("upgrade"), password: PASSWORD });
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);

  // Eleven guests on a Free guestbook (limit 10): the eleventh is kept but needs an upgrade.
  const guestbook = await createFreeGuestbook(token, { guestbookName: "Avery's Party" });
  const id = String(guestbook.id);
  const audio = await makeToneBytes(1);
  for (let n = 1; n <= 11; n++) {
    const result = await recordAsGuest({ guestbookId: id, audio, guestName: `Guest ${n}` });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
  }
  const before = await api(`/api/guestbooks/${id}/recordings`, { token });
  const locked = (before.body.recordings as { id: string; requiresUpgrade: boolean }[]).filter((recording) => recording.requiresUpgrade);
  expect(locked).toHaveLength(1);
  expect((await page.request.get(`/api/audio/${locked[0].id}`)).status()).toBe(403);

  await visit(page, `/manage-guestbook/${id}?tab=recordings`);
  await expect(page.getByText("Requires Upgrade", { exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Upgrade Guestbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade Your Guestbook" });
  await expect(dialog).toContainText("is on the Free tier");
  const large = dialog.getByRole("radio", { name: /^Large/ });
  await large.check();
  const largeChoice = dialog.locator("label").filter({ hasText: /^Large/ });
  await expect(largeChoice).toContainText("$49");
  await expect(largeChoice).toContainText("Unlocks the recording that needs an upgrade.");
  await expectAccessible(page);
  await screenshot(page, testInfo, "upgrade-dialog");

  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]+$/);
  const summary = page.getByRole("definition");
  await expect(summary.first()).toHaveText("Guestbook upgrade from Free to Large");
  await expect(summary.nth(1)).toHaveText("$49");
  await page.getByRole("main").getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 35_000 });
  await expect(page.getByText("your guestbook has been upgraded")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "View Guestbook" }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-guestbook/${id}\\?tab=recordings$`));
  await expect(page.getByRole("tab", { name: "Recordings (11)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Requires Upgrade", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upgrade Guestbook" })).toHaveCount(0);
  expect((await page.request.get(`/api/audio/${locked[0].id}`)).status()).toBe(200);

  // The once-locked recording plays in the dialog.
  await page.getByRole("button", { name: "Play the recording from Guest 11" }).click();
  const player = page.getByRole("dialog", { name: "Recording from Guest 11" });
  await expect(player).toBeVisible();
  await expect.poll(() => player.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await expect(page.getByRole("alert").filter({ hasText: "requires a guestbook upgrade" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();

  await page.getByRole("tab", { name: "Guestbook Details" }).click();
  const details = page.getByRole("tabpanel");
  await expect(details.getByRole("definition").filter({ hasText: /^Large/ })).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: /^99$/ })).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: /^240 seconds$/ })).toBeVisible();
  await screenshot(page, testInfo, "after-upgrade");
});

test("opened under another name than APP_URL (localhost for 127.0.0.1), an upgrade is paid and the buyer stays signed in", async ({ page }) => {
  test.setTimeout(120_000);
  // The instance's APP_URL names 127.0.0.1; the browser comes to it as localhost, as a developer might.
  const other = new URL(proxiedBaseUrl);
  expect(other.hostname).toBe("127.0.0.1");
  other.hostname = "localhost";
  const { token } = await registerOverApi(page.request, "Lou", { email: uniqueEmail("alias"), password: PASSWORD });
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: other.origin }]);
  const id = String((await createFreeGuestbook(token, { guestbookName: "Lou's Picnic" })).id);

  await visit(page, `${other.origin}/manage-guestbook/${id}`);
  await page.getByRole("button", { name: "Upgrade", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade Your Guestbook" });
  await dialog.getByRole("radio", { name: /^Large/ }).check();
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${other.origin}/test-checkout/[A-Za-z0-9_-]+$`));
  await page.getByRole("main").getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 35_000 });
  expect(new URL(page.url()).origin).toBe(other.origin);
  await expectAccessible(page);
  await page.getByRole("link", { name: "View Guestbook" }).click();
  await expect(page).toHaveURL(new RegExp(`^${other.origin}/manage-guestbook/${id}`));
  await expect(page.getByRole("heading", { name: "Lou's Picnic" })).toBeVisible();
});

test("cancelling the test checkout leads to Payment Cancelled; another user cannot open it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpSignedIn(page, "Quinn", "pay");
  const checkoutPath = await toTestCheckout(page);

  // Someone else's checkout does not exist for them.
  const stranger = await browser.newPage({ baseURL: baseUrl });
  await signUpSignedIn(stranger, "Sasha", "pay");
  const response = await stranger.goto(checkoutPath);
  expect(response?.status()).toBe(404);
  await stranger.close();

  await page.getByRole("main").getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/create-guestbook");
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/dashboard?from_creation=true");
  await expectAccessible(page);

  // The cancelled checkout cannot be paid afterwards.
  await visit(page, checkoutPath);
  await expect(page.getByText("This checkout is no longer open. Please start again.")).toBeVisible();

  // Try Again brings back the form that was filled in, ready to buy again.
  await page.goBack();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByText("Welcome back! Your guestbook data has been restored.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeVisible();
  await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
  await expect(page.getByRole("dialog", { name: "Purchase Guestbook" })).toContainText("$29");
});

test("the success page gives up with a Retry when the payment is not confirmed", async ({ page, localRequest }) => {
  test.setTimeout(90_000);
  await signUpSignedIn(page, "Riley", "pay");
  const checkoutPath = await toTestCheckout(page);
  const sessionId = checkoutPath.split("/").pop()!;

  // The checkout is still open (nothing paid, no webhook): the page polls, then gives up after ~30 s. The
  // page's clock is Playwright's, so the 30 s pass at once once the page has asked the server at least once.
  await page.clock.install();
  const asked = page.waitForResponse((response) => response.url().includes(`/api/stripe/session/${sessionId}`));
  await visit(page, `/payment-success?session_id=${sessionId}`);
  await asked;
  await expect(page.getByRole("heading", { name: "Payment not confirmed" })).toHaveCount(0);
  await page.clock.fastForward("00:31");
  await expect(page.getByRole("heading", { name: "Payment not confirmed" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "We have not received confirmation" })).toBeVisible();
  await expectAccessible(page);

  // Paid meanwhile (as a late webhook would), Retry finds it.
  const paid = await localRequest.post(`/api/test/complete-payment/${sessionId}`, { headers: await cookiesOf(page) });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
});

test("after a test payment the settings tab has Billing, and Manage Billing opens the local billing page", async ({
  page,
  context,
  localRequest,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpSignedIn(page, "Blair", "pay");
  await visit(page, "/dashboard?tab=settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  // No payment customer yet: no Billing section (spec).
  await expect(page.getByRole("heading", { name: "Billing", exact: true })).toHaveCount(0);

  // A Medium guestbook bought through the API, as the wizard does.
  const draft = await page.request.post("/api/guestbooks", {
    data: {
      guestbookName: "Blair's Wedding",
      eventType: "Wedding",
      eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      tierIdx: 1,
      allowAnonymous: true,
    },
  });
  expect(draft.status(), await draft.text()).toBe(402);
  const { tempGuestbookKey } = await draft.json();
  const checkout = await page.request.post("/api/stripe/create-checkout-session", {
    data: {
      priceId: "medium",
      mode: "payment",
      successUrl: "/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "/payment-cancel",
      tempGuestbookKey,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const sessionId = String((await checkout.json()).url)
    .split("/")
    .pop();
  const paid = await localRequest.post(`/api/test/complete-payment/${sessionId}`, { headers: await cookiesOf(page) });
  expect(paid.status(), await paid.text()).toBe(200);

  await visit(page, "/dashboard?tab=settings");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByRole("definition").first()).toContainText("$29", { timeout: 15_000 });
  await expect(billing).toContainText("No card on file");
  await expectAccessible(page);
  await screenshot(page, testInfo, "settings-billing");

  const [portal] = await Promise.all([context.waitForEvent("page"), billing.getByRole("button", { name: /Manage Billing/ }).click()]);
  await portal.waitForLoadState();
  await expect(portal).toHaveURL(/\/billing-portal$/);
  await expect(portal.getByRole("heading", { name: "Billing (Test Mode)" })).toBeVisible();
  await expect(portal.getByRole("listitem").filter({ hasText: "Medium audio guestbook (1-49 guests)" })).toContainText("$29");
  await expectAccessible(portal);
  await portal.close();
});
