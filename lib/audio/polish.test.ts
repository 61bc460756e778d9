// "Even out voices" on real speech (espeak-ng), made quiet, loud and clipped, with room before and after
// and a 50 Hz hum: each polished MP3 measures -16 +/- 1 LUFS and at most -1 dBTP by ffmpeg's own meter,
// is the speech plus at most 0.8 s, and loses none of it.
import { makeSpeechTake, makeTone, measureLoudness, soundSpan, testAudioPath, type TSpeechTake } from "@/tests/helpers/audio";
import { polishFile } from "./polish";

const TAKES: [string, TSpeechTake][] = [
  ["a whisper far from the phone, over a hum", { gainDb: -26, humDb: -42 }],
  ["a whisper from across the room (-50 LUFS)", { gainDb: -30 }],
  ["a normal voice, long silences", { gainDb: -6, leadSeconds: 3, tailSeconds: 3 }],
  ["a shout, clipped", { gainDb: 12, clip: true, humDb: -30 }],
  ["an AAC take from an iPhone", { gainDb: -14, format: "m4a" }],
];

describe("voice polish", () => {
  jest.setTimeout(60_000);

  it.each(TAKES)("%s: -16 LUFS, under -1 dBTP, trimmed, nothing cut", async (_name, take) => {
    const { file, speech } = await makeSpeechTake(take);
    const spoken = await soundSpan(speech);
    const speechSeconds = spoken.end - spoken.start;
    const out = testAudioPath("polished.mp3");
    const polished = await polishFile(file, testAudioPath("polish.wav"), out, "request");
    expect(polished.silent).toBe(false);

    const measured = await measureLoudness(out);
    expect(Math.abs(measured.lufs - -16)).toBeLessThanOrEqual(1);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(measured.durationMs / 1000).toBeLessThanOrEqual(speechSeconds + 0.8 + 0.06);
    expect(Math.abs(polished.durationMs - measured.durationMs)).toBeLessThanOrEqual(80);
    // Nothing cut: the speech's whole span is in the polished voice, from its first to its last 200 ms.
    const kept = await soundSpan(out);
    expect(kept.end - kept.start).toBeGreaterThanOrEqual(speechSeconds - 0.1);
    expect(kept.start).toBeGreaterThanOrEqual(0.1);
  });

  it("keeps an all-silent take as it is and says so", async () => {
    const { file } = await makeSpeechTake({ gainDb: -120, leadSeconds: 1, tailSeconds: 1, humDb: -70 });
    const before = await measureLoudness(file);
    const out = testAudioPath("silent.mp3");
    const polished = await polishFile(file, testAudioPath("silent.wav"), out, "request");
    expect(polished.silent).toBe(true);
    expect(Math.abs((await measureLoudness(out)).durationMs - before.durationMs)).toBeLessThanOrEqual(100);
  });

  it("leaves a steady tone (no voice in it) as it is too", async () => {
    const out = testAudioPath("tone.mp3");
    expect((await polishFile(await makeTone(3, "webm"), testAudioPath("tone.wav"), out, "request")).silent).toBe(true);
  });
});
