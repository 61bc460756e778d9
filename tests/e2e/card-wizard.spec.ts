// The audio card wizard /personal-message (issue 12) with Chromium's fake microphone: a visitor records
// and personalizes, signs up at the save step and the card is made from the take kept on the device; a
// user without credits buys a pack in test-payment mode and comes back to a made card; the step rules.
import type { Page } from "@playwright/test";
import { registerOverApi } from "../helpers/accounts";
import { createCardViaApi } from "../helpers/cards";
import { expect, expectAccessible, payAtTestCheckout, recordTake, screenshot, signInWithToken, test, uniqueEmail, visit } from "./fixtures";

const PASSWORD = "correct horse 42";

async function personalize(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeFocused();
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByText("2. Bottom style").click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Subtitle", { exact: true }).fill("Made with the wizard");
  // The live preview follows the form.
  const preview = page.getByRole("region", { name: "Preview of your audio card" });
  await expect(preview.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(preview.getByRole("heading", { level: 4 })).toHaveText("Made with the wizard");
  await page.getByText("3. Additional options").click();
  await page.getByLabel("Allow download").uncheck();
}

async function shareLink(page: Page): Promise<string> {
  await expect(page.getByText("Your Audio Card is Ready!")).toBeVisible({ timeout: 35_000 });
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/\/personal-message\/[A-Za-z0-9_-]+$/);
  return link;
}

test.describe("audio card wizard", () => {
  test("step rules: a take is needed, the indicator only goes back, step 3 needs a login", async ({ page }) => {
    await visit(page, "/personal-message");
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveText([
      "Step 1: 1Record",
      "Step 2: 2Personalize",
      "Step 3: 3Share (Login Required)",
    ]);
    await page.getByRole("button", { name: "Step 2: Personalize" }).click();
    await expect(page.getByText("Please record a message first")).toBeVisible();
    await expect(page.getByRole("link", { name: "Looking to create an audio guestbook instead?" })).toHaveAttribute("href", "/create-guestbook");

    await recordTake(page, 1.5);
    await page.getByRole("button", { name: "Step 2: Personalize" }).click();
    // The indicator offers the way back only: step 1 is a button, step 3 is not.
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("button")).toHaveText(["Back to step 1: 1Record"]);
    await page.getByRole("button", { name: "Back to step 1: Record" }).click();
    await expect(page.getByRole("button", { name: "Re-record" })).toBeVisible();
    await page.getByRole("button", { name: "Step 2: Personalize" }).click();
    await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
    await expect(page.getByRole("heading", { name: "Create Audio Card" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a visitor records and personalizes, signs up at the save step, and the card is made from the kept take", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const title = `For Grandpa ${Date.now()}`;
    await visit(page, "/personal-message");
    await recordTake(page, 2.5);
    await personalize(page, title);
    await expectAccessible(page);
    await screenshot(page, testInfo, "card-wizard-personalize");
    await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
    await page.getByRole("button", { name: "Sign up" }).click();

    await expect(page).toHaveURL(/\/signup\?callbackUrl=%2Fpersonal-message%3Frestore%3D1$/);
    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Email").fill(uniqueEmail("cardwizard"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    // Back in the wizard: the kept take and choices make the card with one of the 2 free credits.
    const link = await shareLink(page);
    await expect(page).toHaveURL(/\/personal-message$/);
    await expect(page.getByRole("button", { name: "Show QR Code" })).toBeVisible();
    await page.getByRole("button", { name: "Show QR Code" }).click();
    await page.getByRole("button", { name: "Customize QR Code" }).click();
    await expect(page.getByLabel("Custom QR text")).toHaveValue("SCAN TO LISTEN");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Share on WhatsApp (opens in a new tab)" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "card-wizard-made");

    const friend = await browser.newContext();
    try {
      const friendPage = await friend.newPage();
      await visit(friendPage, link);
      await expect(friendPage.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(friendPage.getByRole("heading", { level: 2, name: "Made with the wizard" })).toBeVisible();
      await expect(friendPage.getByRole("button", { name: "Play" })).toBeVisible();
      await expect(friendPage.getByRole("button", { name: "Download" })).toHaveCount(0);
    } finally {
      await friend.close();
    }

    // The take is gone from the device once the card exists: a reload starts a new card.
    await page.goto("/personal-message?restore=1");
    await expect(page.getByRole("heading", { name: "Step 1: Record" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();
  });

  test("a user with no credits buys a pack in test-payment mode and returns to a made card", async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const token = (await registerOverApi(request, "Pia", { email: uniqueEmail("cardpay"), password: PASSWORD })).token;
    // The 2 free credits, spent.
    for (let i = 0; i < 2; i++) expect((await createCardViaApi(request, token)).status).toBe(201);
    await signInWithToken(page, token);

    const title = `Paid card ${Date.now()}`;
    await visit(page, "/personal-message");
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem").last()).toHaveText("Step 3: 3Share");
    await recordTake(page, 2);
    await personalize(page, title);
    await page.getByRole("button", { name: "Step 3: Create & Share" }).click();

    const dialog = page.getByRole("dialog", { name: "Audio Message Credits" });
    await expect(dialog).toBeVisible({ timeout: 35_000 });
    await dialog.getByRole("button", { name: "Buy Credits" }).click();
    await expect(dialog.getByText("Please select a credit package first.")).toBeVisible();
    await dialog.getByRole("radio", { name: /Starter Pack: 10 audio cards/ }).check();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Buy Credits" }).click();

    await payAtTestCheckout(page);
    await expect(page).toHaveURL(/\/personal-message(\?|$)/, { timeout: 35_000 });
    await expect(page.getByText("Payment successful! Your credits have been added.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1: Record" })).toBeVisible();
    await screenshot(page, testInfo, "card-wizard-from-payment");

    const link = await shareLink(page);
    await visit(page, new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("a refused microphone says spec 002's words", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await visit(page, "/personal-message");
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone access denied. Please allow microphone permissions and try again." })).toBeVisible();
  });

  test("back from a checkout that was not paid, the wizard says so and claims no credits (issue 36)", async ({ page, request, localRequest }) => {
    const token = (await registerOverApi(request, "Ned", { email: uniqueEmail("cardunpaid"), password: PASSWORD })).token;
    const opened = await request.post("/api/stripe/create-checkout-session", {
      headers: { authorization: `Bearer ${token}` },
      data: { upgradeType: "audio_message_credits", packKey: "starter", successUrl: "/personal-message?from_payment=1", cancelUrl: "/personal-message" },
    });
    expect(opened.status()).toBe(200);
    const { sessionId } = (await opened.json()) as { sessionId: string };
    expect((await localRequest.post(`/api/test/cancel-payment/${sessionId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await signInWithToken(page, token);
    await visit(page, `/personal-message?from_payment=1&session_id=${sessionId}`);
    await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet." })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Payment successful! Your credits have been added.")).toHaveCount(0);
  });

  test("?from_recordings opens step 2 for an existing card and step 3 saves its look", async ({ page, request }) => {
    const token = (await registerOverApi(request, "Lu", { email: uniqueEmail("cardrec"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token, { title: "From the party" });
    await signInWithToken(page, token);

    await visit(page, `/personal-message?from_recordings=1&messageId=${messageId}`);
    await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
    await page.getByText("2. Bottom style").click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("From the party");
    await page.getByLabel("Title", { exact: true }).fill("From the whole party");
    await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
    await expect(page.getByText("Your Audio Card is Updated!")).toBeVisible();
    expect(await page.getByLabel("Share link").inputValue()).toMatch(new RegExp(`/personal-message/${messageId}$`));

    await visit(page, `/personal-message/${messageId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("From the whole party");
  });
});
