// The public audio card /personal-message/{id} (issue 12): a friend opens the link in a fresh browser and
// it plays; Download shows only when the owner allows it; a deactivated card says 'Message Temporarily
// Unavailable'; Forever Hosting bought in test-payment mode turns the icon gold; a link-preview crawler
// finds og:title, og:image (1200x630 JPEG under 300 KB) and og:audio in <head>; a missing card's page.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { registerOverApi } from "../helpers/accounts";
import { createCardViaApi, endCardHosting, setCardActive, waitForCardAudio } from "../helpers/cards";
import { expect, expectAccessible, payAtTestCheckout, screenshot, signInWithToken, test, uniqueEmail, visit } from "./fixtures";

const PASSWORD = "correct horse 42";

async function expectPlays(page: Page): Promise<void> {
  const audio = page.locator("audio").first();
  // Nothing of the voice is fetched before Play (the page's first paint has the connection to itself).
  // (A media element that fetches its metadata holds the load event until it has it.)
  expect(await audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBe(0);
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
}

function metaContent(html: string, property: string): string | null {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${property.replace(/[:.]/g, "\\$&")}"[^>]*>`, "i").exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? null) : null;
}

test.describe("public audio card", () => {
  test("a friend's fresh browser plays it, and Download follows the owner's choice", async ({ request, browser }, testInfo) => {
    test.setTimeout(90_000);
    const token = (await registerOverApi(request, "Rosa", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const withDownload = await createCardViaApi(request, token, { title: "Happy 60th, Mum!", subtitle: "From all of us", allowDownload: true });
    expect(withDownload.status).toBe(201);
    const withoutDownload = await createCardViaApi(request, token, { title: "Just listen", allowDownload: false });
    expect(withoutDownload.status).toBe(201);
    await waitForCardAudio(request, withDownload.messageId);

    const friend = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
    try {
      const page = await friend.newPage();
      await visit(page, `/personal-message/${withDownload.messageId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Happy 60th, Mum!");
      await expect(page.getByRole("heading", { level: 2, name: "From all of us" })).toBeVisible();
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expectPlays(page);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toMatch(/\.mp3$/);
      await screenshot(page, testInfo, "card-public");

      await visit(page, `/personal-message/${withoutDownload.messageId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Just listen");
      await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Download" })).toHaveCount(0);
      // Downloads off: the page names no voice file for crawlers (the MP3 would answer 403).
      await expect(page.locator('meta[property^="og:audio"]')).toHaveCount(0);
    } finally {
      await friend.close();
    }
  });

  test("a card its owner deactivates says 'Message Temporarily Unavailable'", async ({ request, page }) => {
    const token = (await registerOverApi(request, "Ines", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token, { title: "Switched off soon" });
    await setCardActive(request, token, messageId, false);
    await visit(page, `/personal-message/${messageId}`);
    await expect(page.getByText("Message Temporarily Unavailable")).toBeVisible();
    await expect(page.getByRole("button", { name: "Play" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download" })).toHaveCount(0);

    await setCardActive(request, token, messageId, true);
    await visit(page, `/personal-message/${messageId}`);
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  });

  test("Forever Hosting bought in test-payment mode turns the icon gold", async ({ request, page }) => {
    test.setTimeout(90_000);
    const token = (await registerOverApi(request, "Theo", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token, { title: "Keep me forever" });
    await signInWithToken(page, token);

    await visit(page, `/personal-message/${messageId}`);
    const icon = page.getByTestId("forever-hosting-icon");
    await expect(icon).toHaveAttribute("data-state", "offer");
    await page.getByRole("button", { name: "Forever Hosting" }).click();
    const dialog = page.getByRole("dialog", { name: "Be Heard. Be Remembered." });
    await expect(dialog).toContainText("Forever Hosting is available for this audio card for only $1.99.");
    // Signed in: the email comes from the account, no prompt.
    await expect(dialog.getByLabel("Please enter your email address to purchase Forever Hosting:")).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Purchase for $1.99" }).click();
    await payAtTestCheckout(page);
    await expect(page).not.toHaveURL(/\/test-checkout\//, { timeout: 35_000 });

    await visit(page, `/personal-message/${messageId}`);
    await expect(page.getByTestId("forever-hosting-icon")).toHaveAttribute("data-state", "hosted");
    await expect(page.getByRole("button", { name: "Forever Hosting" })).toHaveCount(0);
    await expect(page.getByText("Hosted forever")).toBeVisible();
  });

  test("a signed-out listener gives an email and buys Forever Hosting as a gift", async ({ request, page }) => {
    test.setTimeout(90_000);
    const token = (await registerOverApi(request, "Uma", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token);
    await visit(page, `/personal-message/${messageId}`);
    await page.getByRole("button", { name: "Forever Hosting" }).click();
    const dialog = page.getByRole("dialog", { name: "Be Heard. Be Remembered." });
    const email = dialog.getByLabel("Please enter your email address to purchase Forever Hosting:");
    await expect(email).toBeFocused();
    await dialog.getByRole("button", { name: "Purchase for $1.99" }).click();
    await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Forever Hosting" }).click();
    await email.fill("a.friend@example.test");
    // Spec 002 §8: 'Error: {message}' with the server's text, else 'Failed to create checkout session' (issue 36).
    const checkout = `**/api/forever-hosting/personal-message/${messageId}`;
    await page.route(checkout, (route) => route.fulfill({ status: 500, json: { error: "Payments are resting.", code: "INTERNAL" } }));
    await dialog.getByRole("button", { name: "Purchase for $1.99" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Error: Payments are resting.");
    await page.unroute(checkout);
    await page.route(checkout, (route) => route.fulfill({ status: 500, json: { code: "INTERNAL" } }));
    await dialog.getByRole("button", { name: "Purchase for $1.99" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Error: Failed to create checkout session");
    await page.unroute(checkout);
    await dialog.getByRole("button", { name: "Purchase for $1.99" }).click();
    await payAtTestCheckout(page);
    await expect(page).toHaveURL(/\/payment-success/, { timeout: 35_000 });
    const view = page.getByRole("link", { name: "View My Audio Message" });
    await expect(view).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/personal-message/${messageId}$`));
    await expect(page.getByTestId("forever-hosting-icon")).toHaveAttribute("data-state", "hosted");
  });

  test("a card whose year of hosting has passed says so, and its audio is not offered", async ({ request, page }) => {
    const token = (await registerOverApi(request, "Vera", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token, { title: "A year ago" });
    await endCardHosting(messageId);
    await visit(page, `/personal-message/${messageId}`);
    await expect(page.getByText("Hosting Has Ended")).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole("button", { name: "Play" })).toHaveCount(0);
  });

  test("a link-preview crawler finds og:title, og:image and og:audio in <head>", async ({ request }) => {
    const token = (await registerOverApi(request, "Kai", { email: uniqueEmail("card"), password: PASSWORD })).token;
    const { messageId } = await createCardViaApi(request, token, { title: "Crawl me", subtitle: "A voice to remember." });
    const response = await request.get(`/personal-message/${messageId}`, {
      headers: { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(metaContent(head, "og:title")).toBe("Crawl me");
    expect(metaContent(head, "og:description")).toContain("A voice to remember.");
    expect(metaContent(head, "og:audio")).toMatch(new RegExp(`/api/personal-messages/${messageId}/(mp3|audio)$`));
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
    const imageUrl = metaContent(head, "og:image");
    expect(imageUrl).toMatch(new RegExp(`/api/personal-messages/${messageId}/preview-image\\?v=[\\w-]{16}$`));

    const image = await request.get(new URL(imageUrl!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await image.body();
    expect(bytes.length).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  });

  test("a link to no card says 'Message Not Available'", async ({ page }) => {
    const response = await page.goto("/personal-message/doesnotexist123");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Message Not Available" })).toBeVisible();
    await expect(page.getByText("Message not found")).toBeVisible();
    await expectAccessible(page);
  });
});
