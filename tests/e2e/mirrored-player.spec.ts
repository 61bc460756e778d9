// The message player on a right-to-left page (issue 49: "the seek bar mirrored"): in Arabic the player's
// own controls replace the native ones. On the message page and the listening page, at 390 px: the play
// button at the right, the bar starting at the right (its left end is the message's end, the left arrow goes
// forward), the slider read as "elapsed of total", playing advances the time shown, pause stops it, axe
// clean, and nothing past either edge at 320 px.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { api, registerAndGetToken, waitForMessageMp3 } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "../helpers/guestbooks";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";

type TWords = Record<string, Record<string, string>>;
const t = JSON.parse(readFileSync(path.join(process.cwd(), "messages", "ar.json"), "utf8")) as TWords;
const player = t.messagePlayer;
const position = (elapsed: string, total: string) => player.position.replace("{elapsed}", elapsed).replace("{total}", total);

async function nothingPastTheEdges(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The audio element's playback position, in seconds. */
const currentTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime);

/** Checks one mirrored player, named `label`, whose take is `seconds` (under a minute) long. */
async function checkMirroredPlayer(page: Page, label: string, seconds: number): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const group = page.getByRole("group", { name: player.voiceMessage.replace("{label}", label) });
  const audio = page.locator(`audio[aria-label="${player.voiceMessage.replace("{label}", label)}"]`);
  const play = group.getByRole("button", { name: player.play, exact: true });
  const slider = group.getByRole("slider", { name: player.seek, exact: true });
  // No native controls: the page's own, right to left, the length shown from the first paint.
  await expect(audio).not.toHaveAttribute("controls");
  const total = group.getByTestId("total");
  // The server's measure or the element's own, whichever is known: a whole second either side of the take.
  await expect(total).toHaveText(new RegExp(`^0:0[${seconds - 1}${seconds}]$`));
  const readsAt = async (elapsed: string) => expect(slider).toHaveAttribute("aria-valuetext", position(elapsed, (await total.textContent()) ?? ""));
  await readsAt("0:00");
  expect(await slider.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

  const playBox = (await play.boundingBox())!;
  const sliderBox = (await slider.boundingBox())!;
  expect(playBox.width).toBeGreaterThanOrEqual(44);
  expect(playBox.height).toBeGreaterThanOrEqual(44);
  expect(sliderBox.height).toBeGreaterThanOrEqual(44);
  // The line starts at the right: the button right of the bar.
  expect(playBox.x).toBeGreaterThan(sliderBox.x + sliderBox.width);

  // The bar's left end is the message's end: a tap near it seeks near the end.
  await audio.evaluate((element: HTMLAudioElement) => (element.muted = true));
  await slider.click({ position: { x: sliderBox.width * 0.1, y: sliderBox.height / 2 } });
  // (The listening page's players load nothing before they play: the time is the element's start position then.)
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(seconds * 0.75);
  // Home goes back to the start; the left arrow goes forward, the right arrow back.
  await slider.press("Home");
  await expect.poll(() => currentTime(audio)).toBe(0);
  await readsAt("0:00");
  await slider.press("ArrowLeft");
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(0.2);
  await slider.press("ArrowRight");
  await expect.poll(() => currentTime(audio)).toBeLessThan(0.05);
  await nothingPastTheEdges(page);
  await expectAccessible(page);

  // Play by the button: the time runs and the elapsed time with it; the button turns into pause.
  await play.click();
  const pause = group.getByRole("button", { name: player.pause, exact: true });
  await expect(pause).toBeVisible();
  await expect(group.getByTestId("elapsed")).toHaveText("0:01", { timeout: 30_000 });
  await readsAt("0:01");
  await pause.click();
  await expect(play).toBeVisible();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  const stoppedAt = await currentTime(audio);
  await page.waitForTimeout(500);
  expect(await currentTime(audio)).toBe(stoppedAt);

  // Space on the bar plays too.
  await slider.focus();
  await page.keyboard.press(" ");
  await expect(pause).toBeVisible();
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(stoppedAt + 0.2);
  await pause.click();

  await page.setViewportSize({ width: 320, height: 700 });
  await nothingPastTheEdges(page);
  const narrow = (await slider.boundingBox())!;
  expect(narrow.x).toBeGreaterThanOrEqual(0);
  expect(narrow.width).toBeGreaterThan(80);
  await expectAccessible(page);
}

test.describe("the message player on Arabic pages", () => {
  test.use({ locale: "ar" });

  test("the message page: the seek bar runs right to left, plays and pauses", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const made = await page.request.post("/api/upload-audio", {
      multipart: { audio: { name: "message.webm", mimeType: "audio/webm", buffer: await makeToneBytes(4, "webm") }, title: "رسالة" },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { id } = (await made.json()) as { id: string };
    // With its MP3 made, so the player's element is not replaced mid-test.
    expect((await waitForMessageMp3(id)).mp3Url).toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `/message/${id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await checkMirroredPlayer(page, "رسالة", 4);
    await screenshot(page, testInfo, "message-player-ar");
  });

  test("the listening page: each message's seek bar runs right to left", async ({ page }) => {
    test.setTimeout(120_000);
    const { token } = await registerAndGetToken("Layla");
    const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "عرس" })).id);
    const recorded = await recordAsGuest({ guestbookId, audio: await makeToneBytes(4, "webm"), guestName: "سلمى" });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const listenToken = ((await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token })).body as { token: string }).token;
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `/listen/${listenToken}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await checkMirroredPlayer(page, t.listeningMessages.from.replace("{name}", "سلمى"), 4);
  });
});
