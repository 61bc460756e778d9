// lame is found as ffmpeg is (LAME_PATH, then PATH) and runs with ffmpeg's slot and limits, outside the
// box (it reads only the PCM the polish wrote), and only on files in a working folder of their own.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureLoudness, testAudioPath } from "@/tests/helpers/audio";
import { runFfmpeg } from "./ffmpeg";
import { encodeWithLame, resolveLame } from "./lame";
import { pcm16 } from "./polish-dsp";
import { MP3_SETTINGS } from "./transcode";

const folder = mkdtempSync(path.join(os.tmpdir(), "echobook-lame-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const installed = resolveLame({ searchPath: process.env.PATH ?? "" });
const itWithLame = installed ? it : it.skip;

describe("resolveLame", () => {
  it("takes LAME_PATH, refuses one that is not a program, else finds lame on PATH, else none", () => {
    const fake = path.join(folder, "lame");
    writeFileSync(fake, "#!/bin/sh\n", { mode: 0o755 });
    expect(resolveLame({ configured: fake, searchPath: "" })).toBe(fake);
    writeFileSync(path.join(folder, "notes.txt"), "", { mode: 0o644 });
    expect(() => resolveLame({ configured: path.join(folder, "notes.txt"), searchPath: "" })).toThrow(/LAME_PATH is set to .*notes\.txt/);
    expect(resolveLame({ searchPath: `/nonexistent${path.delimiter}${folder}` })).toBe(fake);
    expect(resolveLame({ searchPath: "/nonexistent" })).toBeNull();
  });
});

describe("encodeWithLame", () => {
  jest.setTimeout(30_000);

  itWithLame("writes the MP3 ffmpeg's own LAME would: as long, as loud (LAME gives a tone back 0.5 LU quieter in both)", async () => {
    const rate = 44_100;
    const samples = Float32Array.from({ length: rate * 3 }, (_, i) => 0.1 * Math.sin((2 * Math.PI * 1000 * i) / rate));
    const out = testAudioPath("lame.mp3");
    const pcm = testAudioPath("tone.pcm");
    writeFileSync(pcm, pcm16(samples));
    await encodeWithLame(installed ?? "", pcm, out, { priority: "request", timeoutMs: 30_000 });
    const byFfmpeg = testAudioPath("ffmpeg.mp3");
    // ffmpeg's sine source has an amplitude of 1/8: 0.8 of it is the same 0.1.
    expect((await runFfmpeg(["-y", "-f", "lavfi", "-i", "sine=f=1000:d=3:sample_rate=44100", "-af", "volume=0.8", ...MP3_SETTINGS, byFfmpeg])).code).toBe(0);
    const [measured, expected] = [await measureLoudness(out), await measureLoudness(byFfmpeg)];
    expect(Math.abs(measured.durationMs - 3000)).toBeLessThanOrEqual(30);
    expect(Math.abs(measured.lufs - expected.lufs)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(measured.lufs - -23)).toBeLessThanOrEqual(0.6);
  });

  itWithLame("refuses an output outside a working folder of its own, as ffmpeg's runs do", async () => {
    const pcm = testAudioPath("silence.pcm");
    writeFileSync(pcm, new Int16Array(44_100));
    await expect(encodeWithLame(installed ?? "", pcm, path.join(os.tmpdir(), "loose.mp3"), { priority: "request", timeoutMs: 30_000 })).rejects.toThrow(
      /working folder of their own/,
    );
  });
});
