// Issue 37 in Chromium at phone width: a guest whose browser cannot record (MediaRecorder removed) sends a
// voice memo from their files and ends on Thank You, the host seeing the take; a host records a greeting on
// the manage page with Chromium's fake microphone, and the guest page plays it on a tap and not before.
import type { Page } from "@playwright/test";
import { makeToneBytes } from "../helpers/audio";
import { expect, expectAccessible, signInWithToken, test, visit } from "./fixtures";
import { seedGuestbook } from "./guestbooks";

const MEMO_PARTY = { guestbookName: `Memo Party ${Date.now()}`, eventType: "Birthday", requireGuestInfo: "yes", guestInfoPref: "name" };

/** Every audio element on the page is stopped at its start. */
function allAudioAtRest(page: Page): Promise<boolean> {
  return page.evaluate(() => Array.from(document.querySelectorAll("audio")).every((audio) => audio.paused && audio.currentTime === 0));
}

test.describe("voice memos and the host's greeting", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "mobile-390", "a guest's and a host's phone journey: run at 390 px");
  });

  test("without MediaRecorder the guest page offers a voice memo, and an M4A memo ends on Thank You with the host seeing it", async ({ page, request }) => {
    const guestbook = await seedGuestbook(request, { firstName: "Mira", fields: MEMO_PARTY });
    await page.addInitScript(() => {
      delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await visit(page, `/live-guestbook/${guestbook.id}`);

    await expect(page.getByRole("group", { name: "Voice recorder" }).getByRole("alert")).toHaveText("Audio recording is not supported in this browser.");
    await expect(page.getByRole("button", { name: "Start Recording" })).toHaveCount(0);
    const upload = page.getByRole("button", { name: "Upload a voice memo" });
    await expect(upload).toBeVisible();
    await expect(upload).toHaveClass(/btn-primary/);
    await expect(page.getByText("Record it with your phone’s voice memo app, then choose it here. Up to 1:00.")).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveAttribute("accept", "audio/*");

    const chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles({ name: "New Recording 7.m4a", mimeType: "audio/x-m4a", buffer: await makeToneBytes(3, "m4a") });

    // Previewed before sending: the player holds the memo, and it plays.
    await expect(page.getByText("Your voice memo (0:03)")).toBeVisible();
    await expect(page.getByText("New Recording 7.m4a")).toBeVisible();
    const preview = page.getByRole("group", { name: "Voice recorder" }).locator("audio");
    await preview.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.2);
    await preview.evaluate((audio: HTMLAudioElement) => audio.pause());
    await expectAccessible(page);

    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your name").fill("Nora");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    const listed = await request.get(`/api/guestbooks/${guestbook.id}/recordings`, { headers: { authorization: `Bearer ${guestbook.token}` } });
    const recordings = (await listed.json()).recordings as { guestName: string; durationMs: number }[];
    expect(recordings).toEqual([expect.objectContaining({ guestName: "Nora" })]);
    expect(Math.abs(recordings[0].durationMs - 3000)).toBeLessThanOrEqual(200);

    // The host sees the take on the manage page.
    await page.context().clearCookies();
    await signInWithToken(page, guestbook.token);
    await visit(page, `/manage-guestbook/${guestbook.id}?tab=recordings`);
    await expect(page.getByRole("tabpanel").getByText("Nora").first()).toBeVisible();
  });

  test("a host records a greeting on the manage page, and the guest page plays it on a tap and not before", async ({ page, request }) => {
    const guestbook = await seedGuestbook(request, { firstName: "Hugo", fields: MEMO_PARTY });
    await signInWithToken(page, guestbook.token);
    await visit(page, `/manage-guestbook/${guestbook.id}?tab=personalization`);

    const editor = page.getByRole("region", { name: "Your greeting" });
    await editor.getByRole("button", { name: "Record a greeting" }).click();
    await expect(editor.getByRole("button", { name: "Stop" })).toBeVisible();
    await page.waitForTimeout(2_500);
    await editor.getByRole("button", { name: "Stop" }).click();
    await expect(editor.getByText(/^Your recording \(0:0[23]\)$/)).toBeVisible();
    await editor.getByRole("button", { name: "Save greeting" }).click();
    await expect(editor.getByText("Greeting saved. Guests can play it on the guestbook page.")).toBeVisible({ timeout: 20_000 });
    await expect(editor.getByRole("button", { name: "Play Your saved greeting" })).toBeVisible();
    await expect(editor.getByRole("button", { name: "Replace" })).toBeVisible();
    await expectAccessible(page);

    // A guest opens the page: the note is there with its length, and nothing plays or even loads before the tap.
    await page.context().clearCookies();
    const greetingRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/greeting/")) greetingRequests.push(sent.url());
    });
    await visit(page, `/live-guestbook/${guestbook.id}`);
    const note = page.getByRole("region", { name: "A note from Hugo" });
    await expect(note).toBeVisible();
    await expect(note.getByText(/0:0[23]/)).toBeVisible();
    const noteBox = await note.boundingBox();
    const startBox = await page.getByRole("button", { name: "Start Recording" }).boundingBox();
    expect(noteBox!.y).toBeLessThan(startBox!.y);
    await page.waitForTimeout(1_500);
    expect(await allAudioAtRest(page)).toBe(true);
    expect(greetingRequests).toEqual([]);

    await note.getByRole("button", { name: "Play A note from Hugo" }).click();
    await expect(note.getByRole("button", { name: "Pause A note from Hugo" })).toBeVisible();
    await expect.poll(() => note.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.3);
    expect(greetingRequests.length).toBeGreaterThan(0);
    await note.getByRole("button", { name: "Pause A note from Hugo" }).click();
    await expect(note.getByRole("button", { name: "Play A note from Hugo" })).toBeVisible();
    await expectAccessible(page);
  });
});
