// /record with Chromium's fake microphone: record, listen, save, share, and the message page a friend
// opens. Also: an upload whose first attempt loses its answer, a take left unsent, and a refused microphone.
import type { Page } from "@playwright/test";
import { withTestDatabase } from "../helpers/test-database";
import { signUpSignedIn } from "./accounts";
import { expect, expectAccessible, recordTake, screenshot, test, visit } from "./fixtures";

async function countMessagesTitled(title: string): Promise<number> {
  const { rows } = await withTestDatabase((client) => client.query(`SELECT count(*)::int AS n FROM "AudioMessage" WHERE title = $1`, [title]));
  return rows[0].n as number;
}

async function expectPlays(page: Page): Promise<void> {
  const audio = page.locator("audio").first();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
}

test.describe("record a message", () => {
  test("records, saves, and the share link plays in a fresh browser", async ({ page, browser }, testInfo) => {
    const title = `Happy birthday ${Date.now()}`;
    await visit(page, "/record");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Record a message"]);
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveText(["1Record", "2Listen", "3Share"]);
    await recordTake(page, 2.5);
    await expect(page.locator('[aria-current="step"]')).toHaveText("2Listen");
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByLabel("Your name (optional)").fill("Ana");
    await expect(page.getByLabel("Your email (optional)")).toHaveAttribute("type", "email");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("heading", { name: "Your message is saved!" })).toBeVisible();
    const link = await page.getByLabel("Share link").inputValue();
    expect(link).toMatch(/\/message\/[A-Za-z0-9]{22}\?title=.+&name=Ana$/);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole("button", { name: "Show QR Code" }).click();
    await expect(page.getByRole("button", { name: "Hide QR Code" })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, "record-saved");
    await expect(page.getByRole("link", { name: "Preview Message" })).toHaveAttribute("href", new URL(link).pathname + new URL(link).search);
    expect(await countMessagesTitled(title)).toBe(1);

    const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const friendPage = await friend.newPage();
      await visit(friendPage, link);
      await expect(friendPage.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(friendPage.getByRole("link", { name: "Download", exact: true })).toHaveAttribute("href", /\/mp3\?download=1$/);
      // Beside the evened-out MP3, the voice byte for byte as it was sent (issue 48).
      await expect(friendPage.getByRole("link", { name: "Download as recorded" })).toHaveAttribute(
        "href",
        /\/api\/messages\/[A-Za-z0-9]{22}\/audio\?download=1$/,
      );
      await expectPlays(friendPage);
      await screenshot(friendPage, testInfo, "message-page");
    } finally {
      await friend.close();
    }
  });

  test("an upload whose first answer is lost arrives once, not twice", async ({ page }) => {
    const title = `Network cut ${Date.now()}`;
    const attempts: string[] = [];
    await page.route("**/api/upload-audio", async (route) => {
      attempts.push(route.request().method());
      if (attempts.length === 1) {
        // The server receives and saves the take, then the connection drops before the answer arrives.
        await route.fetch();
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    await visit(page, "/record");
    await recordTake(page, 2.5);
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Your message is saved!" })).toBeVisible({ timeout: 20_000 });
    expect(attempts.length).toBe(2);
    expect(await countMessagesTitled(title)).toBe(1);
  });

  test("a take that never arrived is offered again when the page reopens", async ({ page }) => {
    const title = `Left behind ${Date.now()}`;
    // The first save hangs (the phone lost its connection) and the visitor closes the page.
    await page.route("**/api/upload-audio", () => undefined);
    await visit(page, "/record");
    await recordTake(page, 2.5);
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    page.on("dialog", (dialog) => dialog.accept());
    await page.reload();

    await expect(page.getByText("You have a recording that was not sent yet.")).toBeVisible();
    await expectAccessible(page);
    // The connection is back.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("button", { name: "Send it now" }).click();
    await expect(page.getByRole("heading", { name: "Your message is saved!" })).toBeVisible({ timeout: 20_000 });
    expect(await countMessagesTitled(title)).toBe(1);
  });

  test("Re-record clears the title, name and email with the take", async ({ page }) => {
    await visit(page, "/record");
    await recordTake(page, 1);
    await page.getByLabel("Title (optional)").fill("First try");
    await page.getByLabel("Your name (optional)").fill("Ana");
    await page.getByLabel("Your email (optional)").fill("ana@example.test");
    await page.getByRole("button", { name: "Re-record" }).click();
    await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();
    await recordTake(page, 1);
    await expect(page.getByLabel("Title (optional)")).toHaveValue("");
    await expect(page.getByLabel("Your name (optional)")).toHaveValue("");
    await expect(page.getByLabel("Your email (optional)")).toHaveValue("");
    await expectAccessible(page);
  });

  test("a refused microphone shows the spec's text", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await visit(page, "/record");
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone access denied. Please allow access to record audio." })).toBeVisible();
    await expectAccessible(page);
  });

  test("the record page fits a 320 px screen without sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await visit(page, "/record");
    await recordTake(page, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("QR code", () => {
  test("the designer changes the code, caps the text at 90 characters, and a click downloads a 3x PNG", async ({ page }) => {
    await visit(page, "/record");
    await recordTake(page, 1);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Your message is saved!" })).toBeVisible();
    await page.getByRole("button", { name: "Show QR Code" }).click();

    const customize = page.getByRole("button", { name: "Customize QR Code" });
    await customize.click();
    await expect(customize).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("radio", { name: "Square" }).check();
    const text = page.getByLabel("Custom QR text");
    await expect(text).toHaveValue("SCAN TO LISTEN");
    await text.fill("x".repeat(95));
    await expect(text).toHaveValue("x".repeat(90));
    await page.getByRole("checkbox", { name: "Gradient" }).check();
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: /QR code for .*download/i }).click();
    const file = await (await download).path();
    const { default: sharp } = await import("sharp");
    const info = await sharp(file).metadata();
    expect(info.format).toBe("png");
    expect(info.width).toBe(600);
  });
});

test.describe("a signed-in sender's messages", () => {
  test("are listed on the dashboard, play, and their sender deletes one; its link then says 'Message not found'", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signUpSignedIn(page, "Quinn", "quick");
    const title = `Thank you note ${Date.now()}`;
    await visit(page, "/record");
    await recordTake(page, 2.5);
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Your message is saved!" })).toBeVisible();
    const link = await page.getByLabel("Share link").inputValue();
    const path = new URL(link).pathname;

    await visit(page, "/dashboard?tab=audio-messages");
    const section = page.getByRole("region", { name: /Voice Messages/ });
    await expect(section.getByRole("heading", { name: "Voice Messages (1)" })).toBeVisible();
    const item = section.getByTestId("quick-message").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: `Open ${title} in a new tab` })).toHaveAttribute("href", path);

    await item.getByRole("button", { name: `Play ${title}` }).click();
    const audio = section.locator("audio");
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    await item.getByRole("button", { name: `Pause ${title}` }).click();

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await item.getByRole("button", { name: "Copy Link" }).click();
    await expect(item.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(path);
    await screenshot(page, testInfo, "dashboard-quick-messages");

    await item.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Message" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(section).toBeHidden();
    expect(await countMessagesTitled(title)).toBe(0);

    const gone = await page.goto(path);
    expect(gone?.status()).toBe(404);
    await expect(page.getByText("Message not found: 404")).toBeVisible();
  });
});

test.describe("message page", () => {
  test("a link to a missing message shows the error with its id", async ({ page }) => {
    const response = await page.goto("/message/noSuchMessage99");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Message not found: 404")).toBeVisible();
    await expect(page.getByText("ID: noSuchMessage99")).toBeVisible();
    await expectAccessible(page);
  });
});
