// The message page with a take as a browser's recorder writes it (no duration in its header, no cues):
// before anything plays, the page and the player know the take's real length, and a seek to the middle
// plays from the middle, on the MP3 that plays first and on the original itself.
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { readHeaderDuration } from "@/lib/audio/seekable";
import { asVisitor } from "../helpers/api";
import { makeHeaderlessTake } from "../helpers/audio";
import { proxiedBaseUrl } from "../helpers/env";
import { expect, screenshot, test, visit } from "./fixtures";

const TAKE_SECONDS = 30;

/** Seeks the (muted) player to `to`, plays, and waits until it has played on from there. */
async function seekAndPlay(audio: Locator, to: number): Promise<void> {
  await audio.evaluate((element: HTMLAudioElement, at: number) => {
    element.muted = true;
    element.currentTime = at;
  }, to);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.seeking), { timeout: 10_000 }).toBe(false);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(to + 0.3);
}

test("a header-less take shows its length before play and seeks to the middle", async ({ page }, testInfo) => {
  // Making and uploading a 30 s take comes before the page: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const take = await makeHeaderlessTake(TAKE_SECONDS);
  expect(await readHeaderDuration(take, "request")).toBeNull();
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(await readFile(take))], { type: "audio/webm" }), "message.webm");
  form.set("title", "Seek to the middle");
  const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await visit(page, `/message/${id}`);
  await expect(page.getByTestId("message-length")).toHaveText(`Length 0:${TAKE_SECONDS}`);
  const audio = page.getByLabel("Voice message: Seek to the middle");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const before = await audio.evaluate((element: HTMLAudioElement) => ({
    duration: element.duration,
    seekableEnd: element.seekable.length ? element.seekable.end(element.seekable.length - 1) : 0,
    paused: element.paused,
    source: element.currentSrc,
  }));
  expect(before.paused).toBe(true);
  // The voice as made for everyone (issue 48) plays first; the original is checked on its own below.
  expect(new URL(before.source).pathname).toBe(`/api/messages/${id}/mp3`);
  expect(Math.abs(before.duration - TAKE_SECONDS)).toBeLessThan(0.5);
  expect(Math.abs(before.seekableEnd - TAKE_SECONDS)).toBeLessThan(0.5);
  await screenshot(page, testInfo, "message-length-before-play");

  const middle = TAKE_SECONDS / 2;
  await seekAndPlay(audio, middle);
  const playing = await audio.evaluate((element: HTMLAudioElement) => ({ time: element.currentTime, paused: element.paused }));
  expect(playing.paused).toBe(false);
  expect(playing.time).toBeLessThan(middle + 5);

  // The original itself (what plays while the MP3 is made, and "Download as recorded"): its length is
  // known before it plays, and a seek to the middle plays from the middle.
  await audio.evaluate((element: HTMLAudioElement, src: string) => {
    element.pause();
    element.src = src;
    element.load();
  }, `/api/messages/${id}/audio`);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const original = await audio.evaluate((element: HTMLAudioElement) => ({
    duration: element.duration,
    seekableEnd: element.seekable.length ? element.seekable.end(element.seekable.length - 1) : 0,
  }));
  expect(Math.abs(original.duration - TAKE_SECONDS)).toBeLessThan(0.5);
  expect(Math.abs(original.seekableEnd - TAKE_SECONDS)).toBeLessThan(0.5);
  await seekAndPlay(audio, middle);
});
