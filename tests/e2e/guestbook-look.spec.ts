// The guestbook's look on the owner's pages (spec 001): the Personalization tab and /edit-guestbook keep
// Save Changes for real changes, send only the fields that changed, and refuse a half-typed colour; a
// colour picked from the palette reaches the guest page; the edit page's higher tier opens the upgrade;
// the manage page's tabs move with the keyboard as WAI-ARIA tabs do.
import type { Page, Request } from "@playwright/test";
import { makeToneBytes } from "../helpers/audio";
import { baseUrl } from "../helpers/env";
import { DESKTOP_TOO, expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

const PASSWORD = "correct horse 42";

async function signedInGuestbook(page: Page): Promise<string> {
  const { token } = await registerOverApi(page.request, "Quinn", { email: uniqueEmail("look"), password: PASSWORD });
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);
  const created = await page.request.post("/api/guestbooks", {
    data: { guestbookName: "Look test", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).guestbook.id;
}

function nextUpdate(page: Page, id: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === "PUT" && new URL(request.url()).pathname === `/api/guestbooks/${id}`);
}

test("the Personalization tab saves only what changed, and only when something did", async ({ page }) => {
  const id = await signedInGuestbook(page);
  await visit(page, `/manage-guestbook/${id}?tab=personalization`);
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(save).toBeDisabled();

  await page.getByRole("button", { name: "Edit Banner Title" }).click();
  const title = page.getByLabel("Title", { exact: true });
  const original = await title.inputValue();
  await title.fill("Our big day");
  await expect(save).toBeEnabled();
  await title.fill(original);
  await expect(save).toBeDisabled();

  await title.fill("Our big day");
  const update = nextUpdate(page, id);
  await save.click();
  expect((await update).postDataJSON()).toEqual({ title: "Our big day" });
  await expect(page.getByText("Changes saved successfully!")).toBeVisible();
  await expect(save).toBeDisabled();
});

test("the edit page refuses a half-typed colour and sends only the changed text", async ({ page }) => {
  const id = await signedInGuestbook(page);
  await visit(page, `/edit-guestbook/${id}`);
  const titleColour = page.getByLabel("Title colour", { exact: true });
  await titleColour.fill("#12");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a colour" })).toHaveText("Please enter a colour as # and six hex digits, like #fcd300.");
  await expect(titleColour).toBeFocused();

  await titleColour.fill("#ffffff");
  await page.getByLabel("Subtext", { exact: true }).fill("Leave us a few words");
  const update = nextUpdate(page, id);
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect((await update).postDataJSON()).toEqual({ subtitle: "Leave us a few words" });
  await expect(page.getByText("Guestbook updated successfully!")).toBeVisible();
});

test("the manage page's tabs follow the arrow keys round, and Home and End", async ({ page }) => {
  const id = await signedInGuestbook(page);
  await visit(page, `/manage-guestbook/${id}?tab=personalization`);
  const tabs = page.getByRole("tablist", { name: "Manage guestbook" });
  const personalization = tabs.getByRole("tab", { name: "Personalization" });
  const details = tabs.getByRole("tab", { name: "Guestbook Details" });
  await personalization.focus();
  await page.keyboard.press("ArrowRight");
  await expect(details).toHaveAttribute("aria-selected", "true");
  await expect(details).toBeFocused();
  await page.keyboard.press("End");
  await expect(personalization).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(new RegExp(`/manage-guestbook/${id}\\?tab=personalization$`));
});

test("a colour picked from the edit page's palette shows on the guest page", async ({ page }, testInfo) => {
  const id = await signedInGuestbook(page);
  await visit(page, `/edit-guestbook/${id}`);
  const palette = page.getByRole("list", { name: "Title colour palette" });
  // Spec 001: the first 6 swatches on phones, up to 15 on larger screens, the rest behind More.
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  await expect(palette.getByRole("button")).toHaveCount(wide ? 15 : 6);
  const swatch = palette.getByRole("button").first();
  const box = (await swatch.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(palette.getByRole("button", { name: "Sky #60a5fa" })).toHaveCount(0);
  await page.getByRole("button", { name: "More colours: Title colour palette" }).click();
  await expect(page.getByRole("button", { name: "Fewer colours: Title colour palette" })).toHaveAttribute("aria-expanded", "true");
  await expect(palette.getByRole("button")).toHaveCount(28);
  await palette.getByRole("button", { name: "Sky #60a5fa" }).click();
  await expect(palette.getByRole("button", { name: "Sky #60a5fa" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Title colour", { exact: true })).toHaveValue("#60a5fa");
  await expectAccessible(page);
  await screenshot(page, testInfo, "edit-guestbook-palette");

  const update = nextUpdate(page, id);
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect((await update).postDataJSON()).toEqual({ titleColor: "#60a5fa" });
  await expect(page.getByText("Guestbook updated successfully!")).toBeVisible();

  await visit(page, `/live-guestbook/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(96, 165, 250)");
});

test("the edit page's higher tier opens the upgrade confirmation and its checkout", async ({ page }) => {
  let checkoutBody: unknown = null;
  await page.route("**/api/stripe/create-checkout-session", async (route) => {
    checkoutBody = route.request().postDataJSON();
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ url: "/payment-cancel" }) });
  });
  const id = await signedInGuestbook(page);
  await visit(page, `/edit-guestbook/${id}`);
  const tier = page.getByLabel("Tier", { exact: true });
  await expect(tier).toHaveValue("0");
  await tier.selectOption({ label: "Large (upgrade, $49)" });
  const dialog = page.getByRole("dialog", { name: "Upgrade Your Guestbook" });
  await expect(dialog).toContainText("is on the Free tier");
  await expect(dialog.getByRole("radio", { name: /^Large/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(tier).toHaveValue("0");

  await tier.selectOption({ label: "XL (upgrade, $99)" });
  await expect(dialog.getByRole("radio", { name: /^XL/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/payment-cancel$/);
  expect(checkoutBody).toMatchObject({ priceId: "xl", upgradeType: "tier", guestbookId: id, newTierIdx: 3 });
});

test("with the event date locked, the edit page's event-type select keeps the height of the date beside it", DESKTOP_TOO, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "it sets the widths it checks itself (768 px and up, where the two share a row)");
  const id = await signedInGuestbook(page);
  // A guest's recording locks the event date, and the lock's hint grows the date's column.
  const recorded = await page.request.post("/api/guestbooks/record", {
    multipart: {
      clientUploadId: crypto.randomUUID(),
      guestbookId: id,
      anonymous: "true",
      audio: { name: "take.webm", mimeType: "audio/webm", buffer: await makeToneBytes(1) },
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, `/edit-guestbook/${id}`);
    await expect(page.getByText("Event date cannot be changed once recordings have been added to this guestbook")).toBeVisible();
    const select = (await page.getByLabel("Event type").boundingBox())!;
    const date = (await page.getByLabel(/^Event date/).boundingBox())!;
    // Chromium draws a date field a few pixels taller than a select; the fault was 70 px.
    expect(Math.abs(select.height - date.height), `${width} px: select ${select.height} px, date ${date.height} px`).toBeLessThanOrEqual(4);
    expect(Math.abs(select.y - date.y), `${width} px: the two controls start on one line`).toBeLessThanOrEqual(2);
  }
});
