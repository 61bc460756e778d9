// Pro Settings in Account Settings (spec 002): a subscriber sees the yellow header with the tier badge
// and the account type, uploads a logo and sees it at 200x60, sets the default button colours (kept
// through a reload), and removes the logo. A standard user has no such section. Both widths, axe on
// every state.
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { databaseUrl } from "../helpers/env";
import { setSubscriptionTier, signUpSignedIn } from "./accounts";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";

function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 200, height: 120, channels: 4, background: "#1a237e" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

const proSettings = (page: Page) => page.getByRole("region", { name: "Pro Settings" });

test.describe("pro settings", () => {
  test.skip(!databaseUrl, "needs the test database (npm test) to set the tier");

  test("a subscriber uploads a logo, sets the default colours and removes the logo", async ({ page }, testInfo) => {
    const email = await signUpSignedIn(page, "Priya", "pro");
    // The tier a subscription would set; buying one is tested with the payments.
    await setSubscriptionTier(email, "combined_pro");
    await visit(page, "/dashboard?tab=settings");

    const header = page.locator("header").filter({ has: page.getByRole("heading", { name: "Dashboard" }) });
    await expect(header).toHaveCSS("background-color", "rgb(252, 211, 0)");
    await expect(header.getByText("Business Pro")).toBeVisible();
    await expect(
      page
        .locator("dt")
        .filter({ hasText: /^Account type$/ })
        .locator("xpath=following-sibling::dd"),
    ).toHaveText("Business Pro");

    const section = proSettings(page);
    await expect(section).toBeVisible();
    await expect(section.getByText("No logo yet")).toBeVisible();
    await section.getByLabel("Upload logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await expect(section.getByRole("status").filter({ hasText: "Logo uploaded." })).toBeVisible();
    const logo = section.getByRole("img", { name: "Your logo" });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);
    const box = await logo.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 60]);
    await expectAccessible(page);
    await screenshot(page, testInfo, "pro-settings-logo");

    await section.getByLabel("Default button colour", { exact: true }).fill("#1a237e");
    await section.getByLabel("Default button text colour", { exact: true }).fill("#ffffff");
    await expect(section.getByText("Start Recording")).toHaveCSS("background-color", "rgb(26, 35, 126)");
    await section.getByRole("button", { name: "Save colours" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Default colours saved." })).toBeVisible();
    await expect(section.getByRole("button", { name: "Save colours" })).toBeDisabled();
    await expectAccessible(page);

    await page.reload();
    await expect(section.getByLabel("Default button colour", { exact: true })).toHaveValue("#1a237e");
    await expect(section.getByLabel("Default button text colour", { exact: true })).toHaveValue("#ffffff");
    await expect(section.getByRole("img", { name: "Your logo" })).toBeVisible();

    // A new pro guestbook starts with the saved colours.
    const created = await page.request.post("/api/subscription-guestbooks", { data: { guestbookName: "Branded" } });
    expect(created.status(), await created.text()).toBe(201);
    const branded = (await created.json()).guestbook as { id: string };
    expect(branded).toMatchObject({ buttonColor: "#1a237e", buttonTextColor: "#ffffff" });
    // ...and its guests see them.
    const guestPage = await page.context().newPage();
    await visit(guestPage, `/live-guestbook/${branded.id}`);
    await expect(guestPage.getByRole("button", { name: "Start Recording" })).toHaveCSS("background-color", "rgb(26, 35, 126)");
    await expect(guestPage.getByRole("button", { name: "Start Recording" })).toHaveCSS("color", "rgb(255, 255, 255)");
    await guestPage.close();

    await section.getByRole("button", { name: "Remove logo" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Logo removed." })).toBeVisible();
    await expect(section.getByText("No logo yet")).toBeVisible();
    await expect(section.getByRole("img", { name: "Your logo" })).toHaveCount(0);
    await expectAccessible(page);

    if (testInfo.project.name === "mobile-390") {
      await page.setViewportSize({ width: 320, height: 700 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });

  test("shows a picked file that is not an image as an error, and no section to a standard user", async ({ page }) => {
    const email = await signUpSignedIn(page, "Sam", "pro");
    await visit(page, "/dashboard?tab=settings");
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(proSettings(page)).toHaveCount(0);

    await setSubscriptionTier(email, "product_seller");
    await page.reload();
    const section = proSettings(page);
    await section.getByLabel("Upload logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7 not a logo") });
    await expect(section.getByRole("alert")).toHaveText("Error uploading logo: Please select an image file.");
    await expect(section.getByText("No logo yet")).toBeVisible();
    await expectAccessible(page);
  });
});
