// A WebKit that offers no microphone at all (MiniBrowser without media streams, as an in-app browser or a
// locked-down iPhone): the guest page says recording is not supported here and offers a voice memo, and an
// M4A memo (what an iPhone's Voice Memos app writes) plays back and ends on "Thank You!".
import { api, registerAndGetToken } from "../helpers/api";
import { makeTone } from "../helpers/audio";
import { createFreeGuestbook } from "../helpers/guestbooks";
import { audioState, control, expect, expectAccessible, field, playAudio, press, seeText, test, until, visit } from "./webkit";

test.use({ sessionOptions: { mediaStream: false } });

const RECORDER_PLAYER = '[aria-label="Voice recorder"] audio';

test("without a microphone a guest sends an M4A voice memo and is thanked", async ({ webkit }) => {
  const host = await registerAndGetToken("Mira");
  const guestbook = await createFreeGuestbook(host.token, { guestbookName: "Mira's Birthday", eventType: "Birthday", allowAnonymous: false });
  const memo = await makeTone(3, "m4a");

  await visit(webkit, `/live-guestbook/${guestbook.id}`);
  await seeText(webkit, "Audio recording is not supported in this browser.");
  expect(await webkit.executeScript("return document.querySelectorAll('[aria-label=\"Voice recorder\"] button').length")).toBeGreaterThan(0);
  await control(webkit, "Upload a voice memo");
  // The file chooser is the phone's own; WebDriver hands the file to the (hidden) input it opens.
  const input = await until(
    () =>
      webkit.executeScript<import("selenium-webdriver").WebElement | null>(
        "const input = document.querySelector('input[type=file]'); if (input) input.hidden = false; return input;",
      ),
    (element) => element !== null,
    "the memo's file input",
  );
  await input!.sendKeys(memo);
  await seeText(webkit, "Your voice memo (0:03)");

  const preview = await until(
    () => audioState(webkit, RECORDER_PLAYER),
    (state) => state !== null && state.readyState >= 1,
    "the memo's player",
  );
  expect(preview.error).toBeNull();
  await playAudio(webkit, RECORDER_PLAYER);
  await until(
    () => audioState(webkit, RECORDER_PLAYER),
    (state) => state.currentTime > 0.3,
    "the memo playing back",
  );
  await webkit.executeScript("document.querySelector(arguments[0]).pause()", RECORDER_PLAYER);
  await expectAccessible(webkit);

  await press(webkit, "Continue");
  await (await field(webkit, "Your name")).sendKeys("Nora");
  await press(webkit, "Save");
  await seeText(webkit, "Thank You!", 30_000);
  await expectAccessible(webkit);

  const { body } = await api(`/api/guestbooks/${guestbook.id}/recordings`, { token: host.token });
  const recordings = body.recordings as { guestName: string; durationMs: number }[];
  expect(recordings.map((recording) => recording.guestName)).toEqual(["Nora"]);
  expect(Math.abs(recordings[0].durationMs - 3_000)).toBeLessThanOrEqual(200);
});
