// Issue 4's end-to-end journey at 390 px: a host signs up and creates a free guestbook in the wizard;
// a guest, in another browser context, opens the public link, records with the fake microphone, gives a
// name and is thanked; the host finds the recording in Manage, plays it and downloads it as an MP3.
import { readFile } from "node:fs/promises";
import { expect, expectAccessible, screenshot, test, uniqueEmail, visit } from "./fixtures";

const PASSWORD = "correct horse 42";

test("a host's free guestbook collects a guest's voice, which the host plays and downloads", async ({ page, browser, localRequest }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile-390", "the journey is the phone one; the parts run in their own specs");
  test.slow();

  // The host signs up and opens the wizard from the dashboard.
  await visit(page, "/signup");
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Email").fill(uniqueEmail("host"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await page.getByRole("link", { name: "Create New Guestbook" }).first().click();
  await expect(page).toHaveURL(/\/create-guestbook$/);
  // The default name arrives with the user's list, once the wizard is live.
  await expect(page.getByLabel("Guestbook name")).toHaveValue("My Audio Guestbook 1");

  await page.getByRole("radio", { name: "Wedding" }).check();
  await page.getByRole("radio", { name: /^Free/ }).check();
  await page.getByRole("radiogroup", { name: "Allow anonymous recordings?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: /^Event date/ }).click();
  const picker = page.getByRole("dialog", { name: "Select Date" });
  await page.keyboard.press("Enter"); // the grid starts on today
  await picker.getByRole("button", { name: "Confirm" }).click();
  await page.getByLabel("Guestbook name").fill("Sam & Alex's Wedding");
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await page.getByRole("radiogroup", { name: "Would you like to personalize your guestbook?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
  await expect(page.getByText("Guestbook Created Successfully!")).toBeVisible({ timeout: 20_000 });
  const publicUrl = await page.getByLabel("Share link").inputValue();
  expect(publicUrl).toMatch(/\/live-guestbook\/[A-Za-z0-9]{22}$/);
  const guestbookId = publicUrl.split("/").pop()!;

  // A guest opens the link on their own phone: no account, no app.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const guest = await guestContext.newPage();
  await visit(guest, new URL(publicUrl).pathname);
  await expect(guest).toHaveTitle("Sam & Alex's Wedding - Echobook");
  await expectAccessible(guest);
  await guest.getByRole("button", { name: "Start Recording" }).click();
  await expect(guest.getByRole("button", { name: "Stop" })).toBeVisible();
  await guest.waitForTimeout(2500);
  await guest.getByRole("button", { name: "Stop" }).click();
  await guest.getByRole("button", { name: "Continue" }).click();
  const save = guest.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await guest.getByLabel(/Your name/).fill("Grandma Rose");
  await save.click();
  await expect(guest.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(guest);
  await screenshot(guest, testInfo, "journey-guest-thank-you");
  await guestContext.close();

  // The host finds the recording in Manage, plays it and downloads it.
  await visit(page, `/manage-guestbook/${guestbookId}?tab=recordings`);
  const row = page.getByRole("button", { name: "Play the recording from Grandma Rose" });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("tab", { name: "Recordings (1)" })).toBeVisible();
  await expectAccessible(page);
  await row.click();
  const dialog = page.getByRole("dialog", { name: "Recording from Grandma Rose" });
  await expect(dialog).toBeVisible();
  // Opened from the row's Play, the dialog starts playing by itself.
  await expect(dialog.getByRole("button", { name: "Pause", exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => dialog.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await expectAccessible(page);
  await screenshot(page, testInfo, "journey-host-playback");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const downloadStarted = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Download the recording from Grandma Rose" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^Grandma Rose - \d{4}-\d{2}-\d{2} \d{2}-\d{2}\.mp3$/);
  const bytes = await readFile((await download.path())!);
  // An MP3 starts with an ID3 tag or an MPEG frame sync.
  expect(bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)).toBe(true);
  expect(bytes.length).toBeGreaterThan(10_000);

  // The host was mailed about the new voice (the local mailbox), and can ask for a daily summary instead.
  await expect
    .poll(
      async () => {
        const { messages } = (await (await localRequest.get("/api/dev/mailbox")).json()) as { messages: { subject: string; text: string }[] };
        return messages.find((message) => message.subject === "New message from Grandma Rose in Sam & Alex's Wedding")?.text ?? "";
      },
      { timeout: 20_000 },
    )
    .toContain(`/manage-guestbook/${guestbookId}?tab=recordings`);
  await page.getByRole("tab", { name: "Guestbook Details" }).click();
  const notes = page.getByRole("group", { name: "Email me about new messages" });
  await expect(notes.getByRole("radio", { name: /^For each message/ })).toBeChecked();
  await notes.getByRole("radio", { name: /^A daily summary/ }).check();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "journey-host-notes-setting");
  await page.reload();
  await expect(page.getByRole("group", { name: "Email me about new messages" }).getByRole("radio", { name: /^A daily summary/ })).toBeChecked();
});
