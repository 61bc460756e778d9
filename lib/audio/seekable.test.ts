import { stat } from "node:fs/promises";
import { decodedPcmHash, makeHeaderlessTake, makeTone, testAudioPath } from "@/tests/helpers/audio";
import { probeAudio } from "./probe";
import { audioPacketsHash, headerDurationMs, needsRemux, readHeaderDuration, remuxForSeeking } from "./seekable";

describe("seekable originals", () => {
  it("reads the duration a header states, and none for N/A", () => {
    expect(headerDurationMs("Input #0, matroska,webm, from 'x':\n  Duration: 00:01:02.50, start: 0.000000, bitrate: 60 kb/s")).toBe(62_500);
    expect(headerDurationMs("Input #0, matroska,webm, from 'x':\n  Duration: N/A, start: -0.007000, bitrate: N/A")).toBeNull();
  });

  it("remuxes a recorder's header-less WebM into one that states its duration, with the very same audio", async () => {
    const take = await makeHeaderlessTake(6);
    const probe = await probeAudio(take);
    expect(probe.headerDurationMs).toBeNull();
    expect(needsRemux(probe)).toBe(true);

    const output = testAudioPath("seekable.webm");
    const size = await remuxForSeeking(take, output, "webm", { priority: "request", verify: true });
    expect(size).toBe((await stat(output)).size);
    const stated = await readHeaderDuration(output, "request");
    expect(Math.abs((stated ?? 0) - 6000)).toBeLessThanOrEqual(100);
    expect(await audioPacketsHash(output, "request")).toBe(await audioPacketsHash(take, "request"));
    expect(await decodedPcmHash(output)).toBe(await decodedPcmHash(take));
    expect(needsRemux(await probeAudio(output))).toBe(false);
  });

  it("leaves alone what already states its duration, and containers that always do", async () => {
    expect(needsRemux(await probeAudio(await makeTone(2, "webm")))).toBe(false);
    expect(needsRemux({ container: "m4a", headerDurationMs: null })).toBe(false);
  });
});
