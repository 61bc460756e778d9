// /record in WebKit: a take from WebKit's mock microphone (MP4/AAC) is saved and shared, and the message page
// a friend opens plays it; and the message page plays and seeks an uploaded MP3 and an M4A (what iPhones'
// Voice Memos write), each as WebKit's media stack loads it by byte ranges.
import { readFile } from "node:fs/promises";
import { asVisitor, waitForMessageMp3 } from "../helpers/api";
import { makeTone, type TToneFormat } from "../helpers/audio";
import { appUrl, audioState, control, expect, expectAccessible, expectPlaysFrom, field, fieldValue, press, seeText, test, until, visit } from "./webkit";

const SEEK_TAKE_SECONDS = 12;

test("a take recorded on /record is saved, shared and plays on the message page", async ({ webkit }) => {
  const title = `WebKit birthday ${Date.now()}`;
  await visit(webkit, "/record");
  await press(webkit, "Start Recording");
  await control(webkit, "Stop");
  await webkit.sleep(2_750);
  await press(webkit, "Stop");
  await control(webkit, "Re-record");
  await (await field(webkit, "Title (optional)")).sendKeys(title);
  await expectAccessible(webkit);
  await press(webkit, "Save");
  await seeText(webkit, "Your message is saved!", 30_000);
  await expectAccessible(webkit);
  const link = await fieldValue(webkit, "Share link");
  expect(link).toMatch(/\/message\/[A-Za-z0-9]{22}\?title=/);
  const id = new URL(link).pathname.split("/").pop()!;
  const message = await waitForMessageMp3(id);
  expect(message.mp3Url, "the take's MP3").toBeTruthy();
  expect(Math.abs(Number(message.durationMs) - 2_750)).toBeLessThanOrEqual(600);

  await visit(webkit, new URL(link).pathname + new URL(link).search);
  await seeText(webkit, title);
  await expectPlaysFrom(webkit, `audio[aria-label="Voice message: ${title}"]`, 0);
});

for (const format of ["mp3", "m4a"] satisfies TToneFormat[]) {
  test(`the message page plays and seeks an uploaded ${format.toUpperCase()}`, async ({ webkit }) => {
    const title = `Seek in ${format} ${Date.now()}`;
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array(await readFile(await makeTone(SEEK_TAKE_SECONDS, format)))]), `message.${format}`);
    form.set("title", title);
    const response = await fetch(`${appUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await visit(webkit, `/message/${id}`);
    const selector = `audio[aria-label="Voice message: ${title}"]`;
    const loaded = await until(
      () => audioState(webkit, selector),
      (state) => state !== null && state.readyState >= 1,
      "the voice's metadata",
    );
    expect(Math.abs(loaded.duration - SEEK_TAKE_SECONDS)).toBeLessThan(0.5);
    await expectPlaysFrom(webkit, selector, SEEK_TAKE_SECONDS / 2);
  });
}
