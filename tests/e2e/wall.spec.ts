// The live voice wall (issue 50): the wall open on a desktop-sized screen while a guest records on a
// phone-sized one (Chromium's fake microphone); the guest's first name and the count appear on the wall
// without a reload, and the take plays once sound was turned on. A wall whose stream fails shows
// "Reconnecting…" and comes back by itself.
import type { APIRequestContext, Browser } from "@playwright/test";
import { asVisitor } from "../helpers/api";
import { expect, expectAccessible, recordTake, test, visit } from "./fixtures";
import { seedGuestbook, type TSeededGuestbook } from "./guestbooks";

async function wallLinkOf(request: APIRequestContext, { id, token }: TSeededGuestbook, body: Record<string, unknown>): Promise<string> {
  const response = await request.post(`/api/guestbooks/${id}/wall-link`, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(200);
  return new URL(((await response.json()) as { url: string }).url).pathname;
}

async function wallScreen(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 }, extraHTTPHeaders: asVisitor() });
  return { context, page: await context.newPage() };
}

test.describe("live voice wall", () => {
  test("a guest's message appears on the wall without a reload, and plays once sound is on", async ({ page, request, browser, baseURL }) => {
    const guestbook = await seedGuestbook(request, { fields: { allowAnonymous: false, requireGuestInfo: "yes", guestInfoPref: "name_email" } });
    const path = await wallLinkOf(request, guestbook, { playAloud: true });
    const wall = await wallScreen(browser, baseURL);
    try {
      await visit(wall.page, path);
      await expect(wall.page).toHaveTitle(/^Party \d+ - Echobook$/);
      await expect(wall.page.getByRole("heading", { level: 1 })).toHaveText(/^Party \d+$/);
      await expect(wall.page.getByText("0 voices so far")).toBeVisible();
      await expect(wall.page.getByText("No voices yet. Be the first!")).toBeVisible();
      await expect(wall.page.getByRole("img", { name: "Scan to leave us a voice message" })).toBeVisible();
      await wall.page.getByRole("button", { name: "Tap to turn on sound" }).click();
      await expect(wall.page.getByText("Sound is on")).toBeVisible();

      await page.goto(`/live-guestbook/${guestbook.id}`);
      await recordTake(page, 2);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Your name").fill("Grace Hopper");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });

      await expect(wall.page.getByRole("listitem").filter({ hasText: "Grace" })).toBeVisible({ timeout: 5000 });
      await expect(wall.page.getByText("1 voice so far")).toBeVisible();
      await expect(wall.page.getByText("Hopper")).toHaveCount(0);
      await expect
        .poll(() => wall.page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.src))
        .toMatch(/\/api\/wall\/[^/]+\/recordings\/[^/]+\/audio$/);
      await expectAccessible(wall.page);
    } finally {
      await wall.context.close();
    }
  });

  test("a wall whose stream fails says it is reconnecting, then comes back by itself", async ({ request, browser, baseURL }) => {
    const guestbook = await seedGuestbook(request);
    const path = await wallLinkOf(request, guestbook, {});
    const wall = await wallScreen(browser, baseURL);
    try {
      await wall.page.route("**/api/wall/*/events*", (route) => route.abort());
      await wall.page.goto(path);
      await expect(wall.page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
      await expect(wall.page.getByRole("button", { name: "Tap to turn on sound" })).toHaveCount(0);
      await expectAccessible(wall.page);
      await wall.page.unroute("**/api/wall/*/events*");
      await expect(wall.page.getByText("Reconnecting…")).toHaveCount(0, { timeout: 15_000 });
    } finally {
      await wall.context.close();
    }
  });
});
