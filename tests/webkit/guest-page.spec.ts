// A guest on an iPhone, as WebKit runs the guest page: records with WebKit's mock microphone (MediaRecorder
// offers WebKit only MP4/AAC), listens back, gives a name, saves and is thanked; the take is stored with its
// measured length, its MP3 is made, and the host plays it from the recordings list in WebKit too.
import { api, registerAndGetToken } from "../helpers/api";
import { createFreeGuestbook } from "../helpers/guestbooks";
import { audioState, control, expect, expectAccessible, field, playAudio, press, seeText, signIn, test, until, visit } from "./webkit";

const TAKE_MS = 3_000;
const RECORDER_PLAYER = '[aria-label="Voice recorder"] audio';

test("a guest records, listens back, saves and is thanked; the host plays the take", async ({ webkit }) => {
  const host = await registerAndGetToken("Rosa");
  const guestbook = await createFreeGuestbook(host.token, { guestbookName: "Rosa & Tom", allowAnonymous: false });

  await visit(webkit, `/live-guestbook/${guestbook.id}`);
  expect(await webkit.executeScript("return [MediaRecorder.isTypeSupported('audio/webm'), MediaRecorder.isTypeSupported('audio/mp4')]")).toEqual([false, true]);
  await press(webkit, "Start Recording");
  await control(webkit, "Stop");
  await webkit.sleep(TAKE_MS + 250);
  await press(webkit, "Stop");
  await control(webkit, "Re-record");

  // Listening back: the take in the recorder's own player, from its start.
  const preview = await until(
    () => audioState(webkit, RECORDER_PLAYER),
    (state) => state !== null && state.readyState >= 1,
    "the take's player",
  );
  expect(preview.error).toBeNull();
  await playAudio(webkit, RECORDER_PLAYER);
  await until(
    () => audioState(webkit, RECORDER_PLAYER),
    (state) => state.currentTime > 0.3,
    "the take playing back",
  );
  await webkit.executeScript("document.querySelector(arguments[0]).pause()", RECORDER_PLAYER);
  await expectAccessible(webkit);

  await press(webkit, "Continue");
  await (await field(webkit, "Your name")).sendKeys("Grandma Rose");
  await press(webkit, "Save");
  await seeText(webkit, "Thank You!", 30_000);
  await expectAccessible(webkit);

  // Stored with the length the server measured, and its MP3 made.
  const recordings = await until(
    async () =>
      (await api(`/api/guestbooks/${guestbook.id}/recordings`, { token: host.token })).body.recordings as {
        guestName: string;
        durationMs: number;
        status: string;
      }[],
    (list) => list.length === 1 && list[0].status === "ready",
    "the take's MP3",
    30_000,
  );
  expect(recordings[0].guestName).toBe("Grandma Rose");
  expect(Math.abs(recordings[0].durationMs - TAKE_MS)).toBeLessThanOrEqual(600);

  // The host plays it from the recordings list, in WebKit.
  await signIn(webkit, host.token);
  await visit(webkit, `/manage-guestbook/${guestbook.id}?tab=recordings`);
  await press(webkit, "Play the recording from Grandma Rose");
  const dialogPlayer = '[role="dialog"] audio';
  await until(
    () => audioState(webkit, dialogPlayer),
    (state) => state !== null && state.currentTime > 0.3,
    "the take playing in the host's dialog",
  );
  expect((await audioState(webkit, dialogPlayer)).error).toBeNull();
  await expectAccessible(webkit);
});
