// The owner's side of pro audio cards (spec 002, issue "Pro accounts"): the dashboard's Pro Audio Cards
// tab (create one and see its code, a batch, filters and search, the counters, the printable activation
// sheet, bulk delete with the count) and the manage page (the code and the 'Created' state, the name
// edited and saved, settings, 'Pro Audio Card Not Found'). The pro tier is set in the test database as a
// subscription would set it. Both widths, axe on every page.
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { databaseUrl } from "../helpers/env";
import { decodedQrCodes } from "../helpers/pdf-qr";
import { setSubscriptionTier, signUpSignedIn } from "./accounts";
import { expect, expectAccessible, test, visit } from "./fixtures";

const TAB = "/dashboard?tab=subscription-audio-messages";
type TListed = { messageId: string; name: string; activationCode: string };

test.describe("pro audio cards, the owner's side", () => {
  test.skip(!databaseUrl, "needs the test database (npm test) to set the tier");

  test("a seller creates cards, finds them, manages one, prints their sheet and deletes two", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = await signUpSignedIn(page, "Paula", "pro");
    await setSubscriptionTier(email, "product_seller");

    await visit(page, TAB);
    await expect(page.getByRole("heading", { level: 2, name: "Pro Audio Cards" })).toBeVisible();
    await expect(page.getByText("You have no pro audio cards yet.")).toBeVisible();
    const usage = page.getByRole("definition").filter({ hasText: / \/ / });
    await expect(usage).toHaveText("0 / Unlimited");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Create Pro Audio Card" }).click();
    const created = page.getByRole("status").filter({ hasText: "created" });
    await expect(created).toContainText(/Pro audio card "Pro Audio Card 1" created\. Activation code: [A-Z2-9]{8}\. The page expires in 1 year\./);
    const code = /Activation code: ([A-Z2-9]{8})/.exec((await created.textContent()) ?? "")![1];
    const cards = page.getByTestId("pro-audio-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(code);

    await page.getByLabel(/^Number of cards/).fill("3");
    await page.getByRole("button", { name: "Create 3 cards" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 pro audio cards created. Their pages expire in 1 year." })).toBeVisible();
    await expect(cards).toHaveCount(4);
    await expect(usage).toHaveText("4 / Unlimited");
    await expectAccessible(page);

    // A recipient activates "Pro Audio Card 4" with its code: it turns active.
    const listed = (await (await page.request.get("/api/subscription-audio-messages")).json()).messages as TListed[];
    const byName = Object.fromEntries(listed.map((card) => [card.name, card]));
    const activated = await page.request.post(`/api/subscription-audio-messages/${byName["Pro Audio Card 4"].messageId}/activate`, {
      data: { activationCode: byName["Pro Audio Card 4"].activationCode },
    });
    expect(activated.status(), await activated.text()).toBe(200);
    await page.reload();

    await page.getByRole("button", { name: /^Active/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Pro Audio Card 4");
    await expect(cards.first()).toContainText("Activated");
    await page.getByRole("button", { name: /^Inactive/ }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole("button", { name: /^All/ }).click();
    const search = page.getByLabel("Search");
    await search.fill("card 2");
    await expect(cards).toHaveCount(1);
    await search.fill(byName["Pro Audio Card 3"].messageId.slice(0, 12));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Pro Audio Card 3");
    await search.fill("");
    await page.getByLabel("Sort by").selectOption("createdAt-asc");
    await expect(cards.first()).toContainText("Pro Audio Card 1");
    if (testInfo.project.name === "mobile-390") {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }

    // The activation sheet of everything shown, on US Letter.
    await page.getByLabel("Paper").selectOption("letter");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Print activation sheet (4)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("activation-codes.pdf");
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The manage page of the first card.
    const first = byName["Pro Audio Card 1"];
    await cards.first().getByRole("link", { name: "Pro Audio Card 1", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-pro-audio-message/${first.messageId}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Pro Audio Card 1" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", TAB);
    await expect(page.getByRole("tab", { name: "Pro Audio Card Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Status: Inactive", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Deactivate" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/audio/${first.messageId}`);
    const details = page.locator("dl").filter({ hasText: "Activation Code" });
    await expect(details.locator("dt", { hasText: /^Activation Code$/ }).locator("xpath=following-sibling::dd")).toHaveText(code);
    await expect(details.locator("dt", { hasText: /^State$/ }).locator("xpath=following-sibling::dd")).toHaveText("Created");
    await expect(details.getByText("Expires")).toBeVisible();
    await expect(page.getByRole("button", { name: "Play Message" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Download" })).toBeDisabled();
    await expectAccessible(page);

    const saveChanges = page.getByRole("button", { name: "Save Changes" });
    await expect(saveChanges).toHaveCount(0);
    await page.getByRole("button", { name: "Edit name" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Gift for Ann");
    await page.getByRole("button", { name: "Save name" }).click();
    await saveChanges.click();
    await expect(page.getByText("Changes saved successfully!")).toBeVisible();
    await expect(saveChanges).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Gift for Ann" })).toBeVisible();

    // Spec 002: 'settings (gear icon)'.
    await expect(page.getByRole("tab", { name: "Settings" }).locator("svg")).toBeVisible();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Personalization Settings" })).toBeVisible();
    await expect(page.getByLabel("Allow Download")).toHaveValue("yes");
    await expectAccessible(page);
    // Title Color is the colour guests see over the cover (coverTitleColor, white by default), and the
    // preview draws the title in it (issue 36).
    await page.getByRole("button", { name: "Edit title" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Für Ingrid — Frohe Weihnachten");
    await page.getByRole("button", { name: "Done editing the title" }).click();
    const previewTitle = page.getByRole("complementary", { name: "Preview of the pro audio card" }).getByText("Für Ingrid — Frohe Weihnachten");
    await expect(page.getByLabel("Title Color", { exact: true })).toHaveValue("#ffffff");
    await expect(previewTitle).toHaveCSS("color", "rgb(255, 255, 255)");
    await page.getByLabel("Title Color", { exact: true }).fill("#ff0000");
    await expect(previewTitle).toHaveCSS("color", "rgb(255, 0, 0)");
    await saveChanges.click();
    await expect(page.getByText("Changes saved successfully!")).toBeVisible();
    const saved = await page.request.get(`/api/subscription-audio-messages/${first.messageId}/manage`);
    expect(await saved.json()).toMatchObject({ message: { coverTitleColor: "#ff0000", title: "Für Ingrid — Frohe Weihnachten" } });
    await page.reload();
    await expect(page.getByLabel("Title Color", { exact: true })).toHaveValue("#ff0000");

    // Two cards deleted together, after the count confirmation.
    await visit(page, TAB);
    await expect(cards).toHaveCount(4);
    await page.getByRole("checkbox", { name: "Select Gift for Ann" }).check();
    await page.getByRole("checkbox", { name: "Select Pro Audio Card 2" }).check();
    await expect(page.getByRole("button", { name: "Print activation sheet (2)" })).toBeEnabled();
    await page.getByRole("button", { name: "Delete Selected (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Pro Audio Cards" });
    await expect(dialog).toContainText("Are you sure you want to delete 2 pro audio cards? This action cannot be undone.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(cards).toHaveCount(2);
    await expect(usage).toHaveText("2 / Unlimited");
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("Gift for Ann")).toHaveCount(0);
  });

  test("a batch of 12 prints an A4 activation sheet whose QR codes read back as the 12 cards' links", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUpSignedIn(page, "Bea", "pro");
    await setSubscriptionTier(email, "product_seller");
    await visit(page, TAB);
    await page.getByLabel(/^Number of cards/).fill("12");
    await page.getByRole("button", { name: "Create 12 cards" }).click();
    await expect(page.getByRole("status").filter({ hasText: "12 pro audio cards created." })).toBeVisible();
    await expect(page.getByTestId("pro-audio-card")).toHaveCount(12);

    await page.getByLabel("Paper").selectOption("a4");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Print activation sheet (12)" }).click();
    const pdf = await PDFDocument.load(await readFile((await (await downloading).path())!));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const read = pdf.getPages().flatMap((sheetPage) => decodedQrCodes(sheetPage, pdf));

    const listed = (await (await page.request.get("/api/subscription-audio-messages")).json()).messages as TListed[];
    expect(listed).toHaveLength(12);
    // Every code is a full link on the site's address to one card's page.
    const origin = new URL(page.url()).origin;
    expect(read.map((text) => new URL(text ?? "", "invalid:/").origin)).toEqual(Array(12).fill(origin));
    expect(read.map((text) => new URL(text ?? "", "invalid:/").pathname).sort()).toEqual(listed.map((card) => `/audio/${card.messageId}`).sort());
  });

  test("a missing card is 'Pro Audio Card Not Found' with the way back", async ({ page }) => {
    const email = await signUpSignedIn(page, "Nina", "pro");
    await setSubscriptionTier(email, "corporate");
    await visit(page, "/manage-pro-audio-message/no-such-card");
    await expect(page.getByRole("heading", { name: "Pro Audio Card Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", TAB);
    await expectAccessible(page);
  });
});
