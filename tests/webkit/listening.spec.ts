// The family's listening page in WebKit: guests' takes sent as an MP3 and as an M4A each play, and each
// seeks to its middle and plays on from there.
import { readFile } from "node:fs/promises";
import { api, registerAndGetToken } from "../helpers/api";
import { makeTone } from "../helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "../helpers/guestbooks";
import { audioState, expect, playAudio, seeText, test, until, visit } from "./webkit";

const TAKE_SECONDS = 12;

test("the listening page plays and seeks a guest's MP3 and a guest's M4A", async ({ webkit }) => {
  const host = await registerAndGetToken("Hana");
  const guestbook = await createFreeGuestbook(host.token, { guestbookName: "Hana & Kai" });
  const guestbookId = String(guestbook.id);
  const guests = { mp3: "Ada Mp3", m4a: "Ben M4a" } as const;
  for (const [format, guestName] of Object.entries(guests) as [keyof typeof guests, string][]) {
    const sent = await recordAsGuest({ guestbookId, audio: await readFile(await makeTone(TAKE_SECONDS, format)), guestName });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const link = await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token: host.token, json: {} });
  expect(link.status).toBe(200);

  await visit(webkit, new URL(String(link.body.url)).pathname);
  await seeText(webkit, "Hana & Kai");
  for (const guestName of Object.values(guests)) {
    const selector = `audio[aria-label="Voice message: from ${guestName}"]`;
    // Lazy players (one of many on the page): nothing is fetched before play, so play first, then seek.
    expect((await audioState(webkit, selector)).readyState).toBe(0);
    await playAudio(webkit, selector);
    const started = await until(
      () => audioState(webkit, selector),
      (state) => state.currentTime > 0.3,
      `${guestName}'s voice playing`,
    );
    expect(Math.abs(started.duration - TAKE_SECONDS)).toBeLessThan(0.5);
    await webkit.executeScript("document.querySelector(arguments[0]).currentTime = arguments[1]", selector, TAKE_SECONDS / 2);
    const sought = await until(
      () => audioState(webkit, selector),
      (state) => !state.seeking && state.currentTime > TAKE_SECONDS / 2 + 0.3,
      `${guestName}'s voice playing on from the middle`,
    );
    expect(sought.currentTime).toBeLessThan(TAKE_SECONDS / 2 + 5);
    expect(sought.paused).toBe(false);
    await webkit.executeScript("document.querySelector(arguments[0]).pause()", selector);
  }
});
