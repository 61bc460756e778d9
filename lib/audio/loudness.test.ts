// The Node loudness meter against ffmpeg's own EBU R128 meter (ebur128) on generated signals: within 0.2 LU.
import { writeFile } from "node:fs/promises";
import { measureLoudness, testAudioPath } from "@/tests/helpers/audio";
import { integratedLufs } from "./loudness";

const RATE = 44_100;

/** A float WAV of mono samples, for ffmpeg to measure. */
async function writeFloatWav(samples: Float32Array): Promise<string> {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + samples.length * 4, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(32, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(samples.length * 4, 40);
  const file = testAudioPath("meter.wav");
  await writeFile(file, Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]));
  return file;
}

/** A repeatable noise (xorshift), so a failure can be reproduced. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff - 0.5;
  };
}

function signal(seconds: number, sample: (t: number, i: number) => number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = sample(i / RATE, i);
  return samples;
}

const random = noise(2026);
const SIGNALS: [string, Float32Array][] = [
  ["a 1 kHz tone at -20 dBFS", signal(5, (t) => 0.1 * Math.sin(2 * Math.PI * 1000 * t))],
  ["bass and treble (60 Hz + 6 kHz, the filters' slopes)", signal(6, (t) => 0.3 * Math.sin(2 * Math.PI * 60 * t) + 0.05 * Math.sin(2 * Math.PI * 6000 * t))],
  ["noise bursts between near silences (the relative gate)", signal(12, (t) => (Math.floor(t / 1.5) % 2 === 0 ? 0.4 : 0.004) * random())],
  [
    "a quiet voice-like warble at about -45 LUFS",
    signal(8, (t) => 0.01 * Math.sin(2 * Math.PI * (220 + 80 * Math.sin(2 * Math.PI * 3 * t)) * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 0.7 * t))),
  ],
];

describe("integratedLufs", () => {
  jest.setTimeout(30_000);

  it.each(SIGNALS)("%s: within 0.2 LU of ffmpeg's ebur128", async (_name, samples) => {
    const ffmpeg = await measureLoudness(await writeFloatWav(samples));
    const node = integratedLufs(samples, RATE);
    expect(node).not.toBeNull();
    expect(Math.abs((node ?? 0) - ffmpeg.lufs)).toBeLessThanOrEqual(0.2);
  });

  it("reads a -20 dBFS 1 kHz tone as -23 LUFS (mono: the sine's mean square, K-weighting neutral at 1 kHz)", () => {
    expect(integratedLufs(SIGNALS[0][1], RATE)).toBeCloseTo(-23.0, 1);
  });

  it("gates silence and anything under -70 LUFS out", () => {
    expect(integratedLufs(new Float32Array(RATE * 3), RATE)).toBeNull();
    expect(
      integratedLufs(
        signal(3, (t) => 0.0001 * Math.sin(2 * Math.PI * 1000 * t)),
        RATE,
      ),
    ).toBeNull();
    expect(
      integratedLufs(
        signal(0.3, (t) => 0.5 * Math.sin(2 * Math.PI * 1000 * t)),
        RATE,
      ),
    ).toBeNull();
  });
});
