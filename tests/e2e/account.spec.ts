// The account's own data through the settings screens (issue 23): change the password (a wrong current
// one is refused; this browser stays signed in), download everything as a ZIP and read it, then delete
// the account with its password; its guest page then answers 404 and the email signs in no more.
import { readFileSync } from "node:fs";
import { makeToneBytes } from "../helpers/audio";
import { recordAsGuest } from "../helpers/guestbooks";
import { readZip } from "../helpers/read-zip";
import { E2E_PASSWORD, signUpSignedIn } from "./accounts";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";

const NEW_PASSWORD = "a new long password";

test.describe("account settings: password, data, deletion", () => {
  test("changes the password, downloads the export and deletes the account", async ({ page }, testInfo) => {
    // Sign-up, a recording, a password change (two scrypt hashes), an export and a deletion: generous on a loaded machine.
    test.setTimeout(300_000);
    const email = await signUpSignedIn(page, "Ada", "account");
    const created = await page.request.post("/api/guestbooks", {
      data: { guestbookName: "Ada's Farewell", eventType: "Birthday", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const guestbookId = (await created.json()).guestbook.id as string;
    const take = await makeToneBytes(1.5, "webm");
    const recorded = await recordAsGuest({ guestbookId, audio: take, guestName: "Grace", guestEmail: "grace@example.test" });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);

    await visit(page, "/dashboard?tab=settings");
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Your current password is incorrect.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toBeFocused();
    await expectAccessible(page);

    await form.getByLabel("Current password").fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText("Your password was changed. You were signed out everywhere else.");
    await expect(form.getByLabel("Current password")).toHaveValue("");
    // This browser's session was re-issued: it stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    expect((await page.request.post("/api/auth/login", { data: { email, password: E2E_PASSWORD } })).status()).toBe(401);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Echobook data \d{4}-\d{2}-\d{2}\.zip$/);
    const entries = readZip(readFileSync((await download.path())!));
    const account = JSON.parse(entries.find((entry) => entry.name === "account.json")!.data.toString("utf8"));
    expect(account.profile).toMatchObject({ email, firstName: "Ada" });
    const folder = `guestbooks/Ada's Farewell (${guestbookId})`;
    expect(entries.find((entry) => entry.name === `${folder}/guests.csv`)?.data.toString("utf8")).toContain("Grace,grace@example.test");
    const original = entries.find((entry) => entry.name.startsWith(`${folder}/recordings/Grace - `) && entry.name.endsWith(".webm"));
    expect(original?.data.equals(take)).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "Your data was downloaded as a ZIP file." })).toBeVisible();
    await screenshot(page, testInfo, "account-settings");

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("1 guestbook with 1 recording, 0 audio cards and 0 quick messages");
    await expectAccessible(page);
    await dialog.getByLabel("Your password").fill(E2E_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Your password is incorrect. Your account was not deleted.")).toBeVisible();
    await screenshot(page, testInfo, "account-delete-dialog");
    await dialog.getByLabel("Your password").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();

    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account is being deleted" })).toBeVisible();
    await expectAccessible(page);
    expect((await page.request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } })).status()).toBe(401);
    await expect.poll(async () => (await page.request.get(`/live-guestbook/${guestbookId}`)).status()).toBe(404);
    await page.goto("/dashboard?tab=settings");
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  });

  test("the privacy page is linked from the footer and tells a guest how to have a message removed", async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, "/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    await expectAccessible(page);
    for (const section of [
      "What we collect",
      "Why we keep it",
      "Where it is stored",
      "How long we keep it",
      "Who can hear a recording",
      "Download or delete your data",
      "If you left a message as a guest",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
