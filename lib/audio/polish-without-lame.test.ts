// A machine without lame still polishes: the voice is evened out by a second ffmpeg run, as before lame,
// to the same -16 LUFS and -1 dBTP.
import { makeSpeechTake, measureLoudness, testAudioPath } from "@/tests/helpers/audio";
import { polishFile } from "./polish";

jest.mock("./lame", () => ({ ...jest.requireActual<typeof import("./lame")>("./lame"), lamePath: () => null }));

describe("voice polish without lame", () => {
  jest.setTimeout(60_000);

  it("lifts a whisper to -16 LUFS under -1 dBTP with ffmpeg alone", async () => {
    const { file } = await makeSpeechTake({ gainDb: -26, humDb: -42 });
    const out = testAudioPath("polished.mp3");
    const polished = await polishFile(file, testAudioPath("polish.wav"), out, "request");
    expect(polished.silent).toBe(false);
    const measured = await measureLoudness(out);
    expect(Math.abs(measured.lufs - -16)).toBeLessThanOrEqual(1);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    expect(Math.abs(polished.durationMs - measured.durationMs)).toBeLessThanOrEqual(80);
  });
});
