// The pro journey of issue 13's "Done when", at both widths with axe: a user buys the Reseller plan in
// test-payment mode and the Pro tabs appear; creates a pro card on the Pro Audio Cards tab; a recipient in
// a fresh browser activates it with the code, records, saves and sees the share modal; the link plays in
// a third browser; the owner sees Recorded on the manage page. (The cancellation at the period's end:
// subscription.spec.ts; the printable sheet: pro-card-owner.spec.ts, its QR codes decoded in
// tests/integration/pro-cards.test.ts.)
import { databaseUrl } from "../helpers/env";
import { signUpSignedIn } from "./accounts";
import { expect, expectAccessible, payAtTestCheckout, test, visit } from "./fixtures";
import { enterActivationCode, expectProCardPlays, newVisitor } from "./pro-cards";

const TAB = "/dashboard?tab=subscription-audio-messages";

test.describe("the pro journey", () => {
  test.skip(!databaseUrl, "needs the test database (npm test)");

  test("Reseller bought, a pro card made, activated and recorded by its recipient, played by a third person, Recorded for its owner", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signUpSignedIn(page, "Ria", "journey");

    // The plan, bought in test-payment mode: the pro tabs appear.
    await visit(page, "/subscribe/reseller");
    await page.getByRole("button", { name: "Subscribe to Reseller" }).click();
    await payAtTestCheckout(page);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 35_000 });
    await visit(page, TAB);
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(tabs.getByRole("link", { name: /^Pro Audio Cards/ })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: /^Pro Audio Guestbooks/ })).toHaveCount(1);

    // A pro card, with its code.
    await page.getByRole("button", { name: "Create Pro Audio Card" }).click();
    const created = page.getByRole("status").filter({ hasText: "created" });
    await expect(created).toContainText(/Activation code: [A-Z2-9]{8}\./);
    const code = /Activation code: ([A-Z2-9]{8})/.exec((await created.textContent()) ?? "")![1];
    const manageHref = await page.getByTestId("pro-audio-card").first().getByRole("link", { name: "Pro Audio Card 1", exact: true }).getAttribute("href");
    const messageId = /\/manage-pro-audio-message\/([A-Za-z0-9_-]+)$/.exec(manageHref ?? "")![1];

    // The recipient's own browser: activate, personalize, record, save, share.
    const recipient = await newVisitor(browser, testInfo);
    let link = "";
    try {
      const gift = await recipient.newPage();
      await visit(gift, `/audio/${messageId}`);
      await enterActivationCode(gift, code);
      await gift.getByPlaceholder("Enter your custom cover title here").fill("For Grandpa Joe");
      await gift.getByRole("button", { name: "Start Recording" }).click();
      await gift.waitForTimeout(2000);
      await gift.getByRole("button", { name: "Stop" }).click();
      await gift.getByRole("button", { name: "Save", exact: true }).click();
      const share = gift.getByRole("dialog", { name: "Share Your Audio Card" });
      await expect(share).toBeVisible({ timeout: 35_000 });
      link = await share.getByLabel("Share link").inputValue();
      await expectAccessible(gift);
      await share.getByRole("button", { name: "Continue to Audio Card" }).click();
      await expect(gift.getByRole("heading", { level: 1 })).toHaveText("For Grandpa Joe");
    } finally {
      await recipient.close();
    }

    // A third person's browser plays it.
    const listener = await newVisitor(browser, testInfo);
    try {
      const other = await listener.newPage();
      await visit(other, new URL(link).pathname);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("For Grandpa Joe");
      await expectProCardPlays(other);
    } finally {
      await listener.close();
    }

    // The owner sees it recorded.
    await visit(page, manageHref!);
    const details = page.locator("dl").filter({ hasText: "Activation Code" });
    await expect(details.locator("dt", { hasText: /^State$/ }).locator("xpath=following-sibling::dd")).toHaveText("Recorded");
    await expect(page.getByRole("button", { name: "Play Message" })).toBeEnabled();
  });
});
