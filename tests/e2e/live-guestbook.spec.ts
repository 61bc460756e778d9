// /live-guestbook/{id} with Chromium's fake microphone: the four guest steps, the guest-info rules, the
// states that replace the recorder, a take kept for another guestbook, and the owner's preview page.
// Guestbooks are seeded over the API, one new host each (a host may have one free guestbook).
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { baseUrl } from "../helpers/env";
import { expect, expectAccessible, recordTake, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";
import { seedGuestbook, updateGuestbook, type TSeededGuestbook } from "./guestbooks";

/** A new host's guestbook asking each guest's name and email; anonymous takes only when asked for. */
const seedAskingNameAndEmail = (
  request: APIRequestContext,
  { allowAnonymous = false, update }: { allowAnonymous?: boolean; update?: Record<string, unknown> } = {},
) => seedGuestbook(request, { fields: { allowAnonymous, requireGuestInfo: "yes", guestInfoPref: "name_email" }, update });

type TSeeded = TSeededGuestbook;

type TRecordingRow = { guestName: string; email: string | null; anonymous: boolean };

async function recordingsOf(request: APIRequestContext, { id, token }: TSeeded): Promise<TRecordingRow[]> {
  const response = await request.get(`/api/guestbooks/${id}/recordings`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).recordings as TRecordingRow[];
}

async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);
}

function currentStep(page: Page) {
  return page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]');
}

test.describe("guest recording page", () => {
  test("record, listen, continue, name required, save, thank you, record another", async ({ page, request }, testInfo) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await expect(page).toHaveTitle(/^Party \d+ - Echobook$/);
    await expect(page.getByRole("link", { name: "Echobook home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("By recording, you agree that the host may keep, download and share your message.")).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Echobook`)).toBeVisible();
    await expect(currentStep(page)).toHaveText("1Record");

    await recordTake(page, 2);
    await expect(currentStep(page)).toHaveText("2Listen");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(currentStep(page)).toHaveText("3Save");
    const save = page.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Stay anonymous" })).toHaveCount(0);
    await expect(page.getByLabel("Your email (optional)")).toHaveAttribute("type", "email");
    await expectAccessible(page);
    await page.getByLabel("Your name").fill("   ");
    await expect(save).toBeDisabled();

    // Back keeps the take: the guest can listen again and come back.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: "Re-record" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByLabel("Your name").fill("Grace");
    await page.getByLabel("Your email (optional)").fill("grace@example.test");
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });
    // Issue 36: the "ask us" link in the thank-you text is a 44 px tap target leading to the guests' privacy notes.
    const askUs = page.getByRole("link", { name: "ask us", exact: true });
    await expect(askUs).toHaveAttribute("href", "/privacy#guests");
    const askUsBox = (await askUs.boundingBox())!;
    expect(askUsBox.height).toBeGreaterThanOrEqual(44);
    expect(askUsBox.width).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
    await screenshot(page, testInfo, "live-guestbook-thanks");
    expect(await recordingsOf(request, guestbook)).toEqual([expect.objectContaining({ guestName: "Grace", email: "grace@example.test", anonymous: false })]);

    await page.getByRole("button", { name: "Record Another Message" }).click();
    await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();
    await expect(currentStep(page)).toHaveText("1Record");
  });

  test("a guest may stay anonymous when the host allows it, on a 320 px screen", async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const guestbook = await seedAskingNameAndEmail(request, { allowAnonymous: true });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await recordTake(page, 1);
    await page.getByRole("button", { name: "Continue" }).click();

    const anonymous = page.getByRole("checkbox", { name: "Stay anonymous" });
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await anonymous.check();
    await expect(page.getByLabel("Your name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });
    expect(await recordingsOf(request, guestbook)).toEqual([expect.objectContaining({ guestName: "Anonymous", email: null, anonymous: true })]);
  });

  test("an inactive guestbook shows the spec's text instead of the recorder", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request, { update: { allowRecordings: false } });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await expect(page.getByText("This guestbook is not currently active.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Recording" })).toHaveCount(0);
  });

  test("a cover that cannot be loaded shows the default cover, which is fetched only then", async ({ page, request }) => {
    const fetched: string[] = [];
    page.on("request", (sent) => fetched.push(new URL(sent.url()).pathname));
    const working = await seedAskingNameAndEmail(request, { update: { coverImageUrl: "/stock/birthday-kite.jpg" } });
    await visit(page, `/live-guestbook/${working.id}`);
    const cover = page.locator("main img").first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(fetched.filter((path) => path.startsWith("/stock/"))).toEqual([expect.stringMatching(/^\/stock\/sized\/birthday-kite-\d+\.webp$/)]);

    const broken = await seedAskingNameAndEmail(request, { update: { coverImageUrl: "/stock/taken-down-photo.jpg" } });
    await visit(page, `/live-guestbook/${broken.id}`);
    await expect(cover).toHaveAttribute("src", "/stock/default-cover.jpg");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("an uploaded cover is fetched as one WebP copy at the phone's width, not the stored JPEG", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();
    const uploaded = await request.post("/api/upload-image", {
      headers: { authorization: `Bearer ${guestbook.token}` },
      multipart: { image: { name: "party.png", mimeType: "image/png", buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const imageUrl = (await uploaded.json()).imageUrl as string;
    await updateGuestbook(request, guestbook, { coverImageUrl: imageUrl });

    const fetched: { url: string; type: string | undefined }[] = [];
    page.on("response", (answer) => {
      const url = new URL(answer.url());
      if (url.pathname.startsWith("/api/user-images/")) fetched.push({ url: url.pathname + url.search, type: answer.headers()["content-type"] });
    });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    const cover = page.locator("main img").first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(fetched).toEqual([{ url: expect.stringMatching(new RegExp(`^${imageUrl}\\?w=(480|800|1200)$`)), type: "image/webp" }]);
  });

  test("a guestbook closed while the guest was recording shows the server's refusal", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await recordTake(page, 1);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your name").fill("Late Larry");
    await updateGuestbook(request, guestbook, { allowRecordings: false });
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("alert").filter({ hasText: /^Error saving recording: .*This guestbook is not currently active\./ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a take left unsent is offered on its own guestbook's page only", async ({ page, request }) => {
    // Two hosts, five page loads and two uploads.
    test.slow();
    const [first, second] = await Promise.all([seedAskingNameAndEmail(request), seedAskingNameAndEmail(request)]);
    // The phone has lost its connection: each save hangs, and the guest moves on to another page.
    await page.route("**/api/guestbooks/record", () => undefined);
    page.on("dialog", (dialog) => dialog.accept());
    for (const [guestbook, name] of [
      [first, "Kept Kim"],
      [second, "Kept Kai"],
    ] as const) {
      await visit(page, `/live-guestbook/${guestbook.id}`);
      await recordTake(page, 1);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    }
    await page.unrouteAll({ behavior: "ignoreErrors" });

    // Both takes are on the device; each page offers only its own (the list appears all at once).
    const unsent = page.getByText("You have a recording that was not sent yet.");
    for (const [guestbook, name] of [
      [second, "Kept Kai"],
      [first, "Kept Kim"],
    ] as const) {
      await visit(page, `/live-guestbook/${guestbook.id}`);
      await expect(unsent).toHaveCount(1);
      await page.getByRole("button", { name: "Send it now" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your earlier recording has been sent." })).toBeVisible({ timeout: 20_000 });
      await expect(unsent).toHaveCount(0);
      expect(await recordingsOf(request, guestbook)).toEqual([expect.objectContaining({ guestName: name })]);
    }
  });

  test("a refused microphone shows spec 001's text, not /record's", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await page.getByRole("button", { name: "Start Recording" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone access denied. Please allow microphone permissions and try again." })).toBeVisible();
    await expect(page.getByText("Please allow access to record audio.")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a save refused without a reason shows 'Error saving recording. Please try again.'", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    // A bare status, no error text: nothing says why.
    await page.route("**/api/guestbooks/record", (route) => route.fulfill({ status: 400, body: "" }));
    await visit(page, `/live-guestbook/${guestbook.id}`);
    await recordTake(page, 1);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your name").fill("Quiet Quinn");
    await page.getByLabel("Your email").fill(uniqueEmail("quinn"));
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error saving recording. Please try again." });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).not.toContainText("Error saving recording:");
    await expectAccessible(page);
  });

  test("a missing guestbook answers 404 with 'Guestbook Not Found'", async ({ page }) => {
    const response = await page.goto("/live-guestbook/noSuchGuestbook42");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Guestbook Not Found" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("guestbook that opens later", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("says when recording opens, in the guest's own time zone", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request, { update: { eventDate: "2031-06-14", allow24HoursBeforeAfter: false } });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    const notice = page.getByText(/^Recording will be available starting .+\.$/);
    await expect(notice).toBeVisible();
    // The server writes UTC; the browser swaps in the guest's zone once the page has loaded.
    await expect(notice).not.toContainText("UTC");
    await expect(notice).toContainText("June 13, 2031");
    await expect(notice.locator("time")).toHaveAttribute("datetime", "2031-06-13T10:00:00.000Z");
    await expect(page.getByRole("button", { name: "Start Recording" })).toHaveCount(0);
  });
});

test.describe("owner's preview", () => {
  test("shows the guest page with recording off, and its links", async ({ page, request }, testInfo) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await signIn(page.context(), guestbook.token);
    await visit(page, `/guestbook/${guestbook.id}`);
    await expect(page).toHaveTitle(/^Preview: Party \d+ - Echobook$/);
    await expect(page.getByText("Preview", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Recording" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: /Open the guest page/ })).toHaveAttribute("href", `/live-guestbook/${guestbook.id}`);
    await screenshot(page, testInfo, "guestbook-preview");
  });

  test("the manage page's TikTok opens its share link with the guestbook's address; Instagram copies", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await signIn(page.context(), guestbook.token);
    await visit(page, `/manage-guestbook/${guestbook.id}`);
    const social = page.getByRole("group", { name: "Share on social media" });
    const tiktok = social.getByRole("link", { name: "Share on TikTok (opens in a new tab)" });
    await expect(tiktok).toHaveAttribute("target", "_blank");
    const href = new URL((await tiktok.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://www.tiktok.com/share");
    expect(href.searchParams.get("url")).toMatch(new RegExp(`^https?://[^/]+/live-guestbook/${guestbook.id}$`));
    await expect(social.getByRole("button", { name: "Copy the link and text for TikTok" })).toHaveCount(0);
    await expect(social.getByRole("button", { name: "Copy the link and text for Instagram" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the edit page sends a signed-out visitor to log in with spec 001's reason", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    await page.goto(`/edit-guestbook/${guestbook.id}`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await expect(page.getByText("Please log in to edit a guestbook.")).toBeVisible();
    await page.goto(`/login?callbackUrl=${encodeURIComponent("/dashboard")}`);
    await expect(page.getByText("Please log in to edit a guestbook.")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("is 404 for another user and sends a signed-out visitor to log in", async ({ page, request }) => {
    const guestbook = await seedAskingNameAndEmail(request);
    const stranger = await registerOverApi(request, "Hana", { email: uniqueEmail("host") });

    const signedOut = await page.goto(`/guestbook/${guestbook.id}`);
    expect(signedOut?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`/guestbook/${guestbook.id}`);

    await signIn(page.context(), stranger.token);
    const response = await page.goto(`/guestbook/${guestbook.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Guestbook Not Found" })).toBeVisible();
    await expectAccessible(page);
  });
});
