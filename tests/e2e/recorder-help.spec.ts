// The recorder helps before it is too late (issue 48): with Chromium's fake microphone turned down, the
// guest is asked to hold the phone closer; turned up until it clips, to hold it further away; in the last
// ten seconds before the guestbook's maximum a countdown shows, and the take stopped at the maximum is
// kept and saved.
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { seedGuestbook } from "./guestbooks";

/** The fake microphone through a gain (the page's own code sees only the turned stream). */
async function microphoneAt(page: Page, gain: number): Promise<void> {
  await page.addInitScript((level: number) => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      const context = new AudioContext();
      const turned = context.createGain();
      turned.gain.value = level;
      const out = context.createMediaStreamDestination();
      context.createMediaStreamSource(stream).connect(turned).connect(out);
      return out.stream;
    };
  }, gain);
}

test("a voice too quiet is asked to come closer; one that clips, to step back", async ({ page, request }) => {
  const guestbook = await seedGuestbook(request, { fields: { allowAnonymous: true } });
  await microphoneAt(page, 0.0003);
  await visit(page, `/live-guestbook/${guestbook.id}`);
  await page.getByRole("button", { name: "Start Recording" }).click();
  const hint = page.getByTestId("level-hint");
  await expect(hint).toHaveText("We can barely hear you: hold the phone closer", { timeout: 6_000 });
  await expect(hint).toHaveAttribute("role", "status");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Stop" }).click();

  const loud = await page.context().newPage();
  await microphoneAt(loud, 400);
  await visit(loud, `/live-guestbook/${guestbook.id}`);
  await loud.getByRole("button", { name: "Start Recording" }).click();
  await expect(loud.getByTestId("level-hint")).toHaveText("Too loud: hold the phone a little further away", { timeout: 6_000 });
  await loud.getByRole("button", { name: "Stop" }).click();
});

test("the last ten seconds count down, and the take stopped at the maximum is kept", async ({ page, request }) => {
  test.setTimeout(120_000);
  const guestbook = await seedGuestbook(request, { fields: { allowAnonymous: true, maxRecordingDuration: 30 } });
  await visit(page, `/live-guestbook/${guestbook.id}`);
  await page.getByRole("button", { name: "Start Recording" }).click();
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toBeEmpty();
  await expect(countdown).toHaveText(/^(10|9) seconds left$/, { timeout: 25_000 });
  await expectAccessible(page);
  await expect(countdown).toHaveText("3 seconds left", { timeout: 10_000 });
  // Nobody presses Stop: the recorder stops itself at 0:30 and keeps what was said.
  await expect(page.getByRole("button", { name: "Re-record" })).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Your name").fill("Long talker");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 30_000 });

  const listed = await request.get(`/api/guestbooks/${guestbook.id}/recordings`, { headers: { authorization: `Bearer ${guestbook.token}` } });
  const [recording] = (await listed.json()).recordings as { guestName: string }[];
  expect(recording.guestName).toBe("Long talker");
  const original = await request.get(`/api/audio/${(await listed.json()).recordings[0].id}`, { headers: { authorization: `Bearer ${guestbook.token}` } });
  expect(original.status()).toBe(200);
  expect((await original.body()).length).toBeGreaterThan(20_000);
});

// WebKit's MediaRecorder starts its media pipeline a moment after start() (GStreamer here, AVFoundation on
// an iPhone): the page must not say "recording" before the recorder does, or the first words are lost.
test("the recorder says it is recording only once the browser's recorder has started", async ({ page, request }) => {
  const guestbook = await seedGuestbook(request, { fields: { allowAnonymous: true } });
  await page.addInitScript(() => {
    const realStart = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      setTimeout(() => realStart.call(this, timeslice), 1_500);
    };
  });
  await visit(page, `/live-guestbook/${guestbook.id}`);
  await page.getByRole("button", { name: "Start Recording" }).click();
  await page.waitForTimeout(700);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start Recording" })).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible({ timeout: 5_000 });
  await page.waitForTimeout(2_000);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Re-record" })).toBeVisible();
});
