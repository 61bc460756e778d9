// The recipient of a pro audio card on /audio/{id} in WebKit: enters the activation code, records with
// WebKit's mock microphone, saves and gets the share link; a fresh WebKit visitor then plays the card.
import { createProCard } from "../e2e/pro-cards";
import type { WebDriver } from "selenium-webdriver";
import { audioState, control, expect, expectAccessible, field, fieldValue, press, seeText, test, until, visit } from "./webkit";

test("a recipient activates, records and shares the card; a fresh visitor plays it", async ({ webkit, request }) => {
  const card = await createProCard(request);

  await visit(webkit, `/audio/${card.messageId}`);
  await (await field(webkit, "Activation Code")).sendKeys(card.activationCode);
  await press(webkit, "Activate Page");
  await press(webkit, "Start Recording", { timeoutMs: 20_000 });
  await control(webkit, "Stop");
  await webkit.sleep(2_500);
  await press(webkit, "Stop");
  await control(webkit, "Re-record");
  await expectAccessible(webkit);
  await press(webkit, "Save");
  await seeText(webkit, "Share Your Audio Card", 35_000);
  const link = await fieldValue(webkit, "Share link");
  expect(new URL(link).pathname).toBe(`/audio/${card.messageId}`);
  await expectAccessible(webkit);
  await press(webkit, "Continue to Audio Card");
  await expectCardPlays(webkit);

  // Someone else's phone: no recorder cookie, only the card to listen to.
  await webkit.manage().deleteAllCookies();
  await visit(webkit, `/audio/${card.messageId}`);
  await expectCardPlays(webkit);
});

/**
 * Play Message starts the recipient's voice (WebKit loads it on the tap), and Stop stops it. The length WebKit
 * reads is the take's: about 2.5 s recorded (the polished MP3 trims the room before and after the tone). The
 * fragmented MP4 original alone read as its first fragment's second (docs/decisions/webkit.md).
 */
async function expectCardPlays(webkit: WebDriver): Promise<void> {
  await press(webkit, "Play Message");
  await control(webkit, "Stop");
  const playing = await until(
    () => audioState(webkit, "audio"),
    (state) => state !== null && state.currentTime > 0.3,
    "the card's voice playing",
  );
  expect(playing.error).toBeNull();
  expect(playing.duration, "the length WebKit reads for the recipient's take").toBeGreaterThan(1.5);
  expect(playing.duration).toBeLessThan(5);
  await press(webkit, "Stop");
  await control(webkit, "Play Message");
}
