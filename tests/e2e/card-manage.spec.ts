// The owner's side of audio cards (spec 002, issue 12): the manage page (status toggle, Save Changes only
// when something differs, the delete confirmation, 'Audio card not found'), the dashboard's Audio Cards
// tab (filters, search, bulk delete with its count), and a card made from three guestbook recordings that
// plays. Cards are made over the API (the wizard has its own spec); both widths.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { asVisitor } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { recordAsGuest } from "../helpers/guestbooks";
import { testSql } from "../helpers/test-database";
import { signUpSignedIn } from "./accounts";
import { expect, test, visit } from "./fixtures";

/** A new account, signed in through its session cookie, with card credits to spare. */
/** A new account, signed in, with 10 premium card credits. */
async function signUpWithCredits(page: Page, firstName = "Rosa"): Promise<string> {
  const email = await signUpSignedIn(page, firstName, "cards");
  await testSql(`UPDATE "User" SET "messageCreditsPremium" = 10 WHERE email = $1`, [email]);
  return email;
}

/** A card made over the API the wizard uses (multipart, the session cookie going with page.request). */
async function createCard(page: Page, fields: { name: string; title?: string }): Promise<string> {
  const audio = await makeToneBytes(2, "webm");
  const response = await page.request.post("/api/personal-messages", {
    multipart: {
      audio: { name: "take.webm", mimeType: "audio/webm", buffer: audio },
      clientUploadId: randomUUID(),
      name: fields.name,
      ...(fields.title ? { title: fields.title } : {}),
      allowDownload: "true",
      showOverlay: "true",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).messageId;
}

test.describe("the manage page", () => {
  test("toggles the status, shows Save Changes only when something differs, and deletes after the spec's confirmation", async ({ page }) => {
    await signUpWithCredits(page);
    const name = "Grandma Rosa's ninetieth birthday: a message from all of us, near and far";
    const id = await createCard(page, { name });

    await visit(page, `/manage-audio-message/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Audio Card Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Status: Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/personal-message/${id}`);
    await expect(page.getByText("Message ID")).toBeVisible();
    await expect(page.getByText(id, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expect(page.getByText("Status: Inactive", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText("Status: Inactive", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Activate", exact: true }).click();
    await expect(page.getByText("Status: Active", { exact: true })).toBeVisible();

    const saveChanges = page.getByRole("button", { name: "Save Changes" });
    await expect(saveChanges).toHaveCount(0);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Personalization Settings" })).toBeVisible();
    // Spec 002: each text is in view mode until Edit opens it.
    await expect(page.getByLabel("Title", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Edit title" }).click();
    const title = page.getByLabel("Title", { exact: true });
    const original = await title.inputValue();
    await title.fill("Happy 90th, Grandma!");
    await expect(saveChanges).toBeVisible();
    await title.fill(original);
    await expect(saveChanges).toHaveCount(0);
    await title.fill("Happy 90th, Grandma!");
    await saveChanges.click();
    await expect(page.getByText("Changes saved successfully!")).toBeVisible();
    await expect(saveChanges).toHaveCount(0);
    await page.getByRole("button", { name: "Done editing the title" }).click();
    await expect(title).toHaveCount(0);
    await page.reload();
    await page.getByRole("button", { name: "Edit title" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Happy 90th, Grandma!");
    // Cancel puts back what the field held when it was opened.
    await page.getByLabel("Title", { exact: true }).fill("Not this");
    await page.getByRole("button", { name: "Cancel editing the title" }).click();
    await expect(saveChanges).toHaveCount(0);

    await page.getByRole("tab", { name: "Audio Card Details" }).click();
    await page.getByRole("button", { name: "Delete Audio Card" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Audio Card" });
    await expect(dialog).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=audio-messages$/);
    await expect(page.getByText("You have no audio cards yet.")).toBeVisible();
  });

  test("a missing or another user's card is 'Audio card not found' with the way back", async ({ page, browser }, testInfo) => {
    await signUpWithCredits(page, "Owner");
    const id = await createCard(page, { name: "Private card" });
    // Another visitor in a browser of their own (axe needs a context made with newContext).
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: asVisitor() });
    const other = await context.newPage();
    try {
      await signUpWithCredits(other, "Stranger");
      for (const path of [`/manage-audio-message/${id}`, "/manage-audio-message/no-such-card"]) {
        await visit(other, path);
        await expect(other.getByRole("heading", { name: "Audio card not found" })).toBeVisible();
        await expect(other.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard?tab=audio-messages");
      }
    } finally {
      await context.close();
    }
  });
});

test.describe("the Audio Cards tab", () => {
  test("filters, searches by name, id or title, and deletes the selected cards after a count confirmation", async ({ page }) => {
    await signUpWithCredits(page);
    const alpha = await createCard(page, { name: "Alpha card" });
    const bravo = await createCard(page, { name: "Bravo card" });
    await createCard(page, { name: "Charlie card", title: "Summer toast" });
    expect((await page.request.put(`/api/personal-messages/${bravo}/toggle-status`, { data: { isActive: false } })).status()).toBe(200);

    await visit(page, "/dashboard?tab=audio-messages");
    const cards = page.getByTestId("audio-card");
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Create New Audio Message" })).toHaveAttribute("href", "/personal-message");
    await expect(page.getByRole("group", { name: "Filter by status" })).toBeVisible();

    await page.getByRole("button", { name: /^Inactive/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Bravo card");
    await page.getByRole("button", { name: /^Active/ }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole("button", { name: /^All/ }).click();

    const search = page.getByLabel("Search");
    await search.fill("summer");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Charlie card");
    await search.fill(alpha.slice(0, 10));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Alpha card");
    await search.fill("");
    await expect(cards).toHaveCount(3);

    await page.getByLabel("Sort by").selectOption("createdAt-asc");
    await expect(cards.first()).toContainText("Alpha card");

    await page.getByRole("checkbox", { name: "Select Alpha card" }).check();
    // One card is named, in spec 002's words; more are counted.
    await page.getByRole("button", { name: "Delete Selected (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Audio Cards" });
    await expect(dialog).toContainText('Are you sure you want to delete "Alpha card"? This action cannot be undone.');
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("checkbox", { name: "Select Bravo card" }).check();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    await expect(dialog).toContainText("Are you sure you want to delete 2 audio cards? This action cannot be undone.");
    // The list drops the cards at once (an optimistic delete); the reload must wait for both DELETEs, or it
    // aborts one still on its way on a busy machine.
    const deleted = [alpha, bravo].map((id) =>
      page.waitForResponse((response) => response.request().method() === "DELETE" && response.url().endsWith(`/api/personal-messages/${id}`)),
    );
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Charlie card");
    for (const response of await Promise.all(deleted)) expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("audio-card")).toHaveCount(1);
  });
});

test.describe("a card from guestbook recordings", () => {
  test("a business subscriber with no credits is not asked to buy any: the card is free (issue 36)", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUpWithCredits(page, "Seller");
    const created = await page.request.post("/api/guestbooks", {
      data: { guestbookName: "Shop opening", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const guestbookId = (await created.json()).guestbook.id;
    const recorded = await recordAsGuest({ guestbookId, audio: await makeToneBytes(1, "webm"), guestName: "Guest" });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    await testSql(
      `UPDATE "User" SET "subscriptionTier" = 'product_seller', "subscriptionExpiresAt" = NULL, "messageCreditsFree" = 0, "messageCreditsPremium" = 0 WHERE email = $1`,
      [email],
    );

    await visit(page, `/manage-guestbook/${guestbookId}?tab=recordings`);
    await page.getByLabel("Select all").check();
    await page.getByRole("button", { name: "Create Page from Recording(s) (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Audio Message Credits" });
    await expect(dialog).toContainText("Your plan makes audio cards without credits: this one is free.");
    await expect(dialog).not.toContainText("You have no audio message credits left.");
    await expect(dialog).not.toContainText("It uses 1 audio message credit.");
    await expect(dialog.getByRole("button", { name: /Buy/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await page.waitForURL(/\/personal-message\?from_recordings=1&messageId=/, { timeout: 90_000 });
  });

  test("three recordings become a card whose voice plays", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpWithCredits(page, "Host");
    const created = await page.request.post("/api/guestbooks", {
      data: { guestbookName: "Mia & Léo", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const guestbookId = (await created.json()).guestbook.id;
    for (const seconds of [1, 2, 3]) {
      const recorded = await recordAsGuest({ guestbookId, audio: await makeToneBytes(seconds, "webm"), guestName: `Guest ${seconds}` });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    }

    await visit(page, `/manage-guestbook/${guestbookId}?tab=recordings`);
    await page.getByLabel("Select all").check();
    await page.getByRole("button", { name: "Create Page from Recording(s) (3)" }).click();
    const dialog = page.getByRole("dialog", { name: "Audio Message Credits" });
    await expect(dialog).toContainText("It uses 1 audio message credit.");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await page.waitForURL(/\/personal-message\?from_recordings=1&messageId=/, { timeout: 90_000 });
    const messageId = new URL(page.url()).searchParams.get("messageId")!;

    await visit(page, `/manage-audio-message/${messageId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Mia & Léo" })).toBeVisible();
    await page.getByRole("button", { name: "Play Message" }).click();
    await expect(page.getByRole("button", { name: "Pause Message" })).toBeVisible();
    await expect.poll(() => page.getByTestId("card-audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  });
});
