// stitchAudio with the real ffmpeg: loudness evened out across very different takes, the chosen order
// kept, gaps of the promised length, silence left silent and boosted peaks held below full scale.
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runFfmpeg, userInput } from "@/lib/audio/ffmpeg";
import { gainFor, partLengths, planParts, STITCH_GAP_MS, STITCH_MAX_GAIN_DB, stitchAudio, type TStitchResult } from "./stitch-audio";

jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), "echobook-stitch-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FORMATS: Record<string, string[]> = {
  webm: ["-c:a", "libopus", "-b:a", "64k", "-f", "webm"],
  ogg: ["-c:a", "libopus", "-b:a", "64k", "-f", "ogg"],
  m4a: ["-c:a", "aac", "-b:a", "96k", "-f", "mp4"],
  wav: ["-c:a", "pcm_s16le", "-f", "wav"],
};

/** A sine of `frequency` Hz whose peak is `peakDbfs`, `seconds` long, in one of the browsers' formats. */
async function makeSine(opts: { frequency: number; peakDbfs: number; seconds: number; format: keyof typeof FORMATS; rate?: number }): Promise<string> {
  const file = path.join(dir, `sine-${opts.frequency}-${opts.peakDbfs}-${Math.random().toString(36).slice(2)}.${opts.format}`);
  const amplitude = 10 ** (opts.peakDbfs / 20);
  const run = await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=${amplitude.toFixed(6)}*sin(2*PI*${opts.frequency}*t):s=${opts.rate ?? 48_000}:d=${opts.seconds}`,
    "-ac",
    "1",
    ...FORMATS[opts.format],
    "-y",
    file,
  ]);
  if (run.code !== 0) throw new Error(`could not make a test sine: ${run.stderr.slice(-400)}`);
  return file;
}

async function makeFromFilter(filter: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}.wav`);
  const run = await runFfmpeg(["-f", "lavfi", "-i", filter, "-ac", "1", "-c:a", "pcm_s16le", "-y", file]);
  if (run.code !== 0) throw new Error(`could not make ${name}: ${run.stderr.slice(-400)}`);
  return file;
}

/** Integrated loudness (LUFS) of `file` between `startMs` and `startMs + lengthMs`, by ffmpeg's ebur128. */
async function loudnessOf(file: string, startMs: number, lengthMs: number): Promise<number> {
  const run = await runFfmpeg(["-ss", String(startMs / 1000), "-t", String(lengthMs / 1000), ...userInput(file), "-af", "ebur128", "-f", "null", "-"]);
  const summary = run.stderr.slice(run.stderr.lastIndexOf("Summary:"));
  return Number(/I:\s*(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

/** The whole file decoded to mono 44.1 kHz samples. */
async function decode(file: string): Promise<Float32Array> {
  const raw = path.join(dir, `decoded-${Math.random().toString(36).slice(2)}.f32`);
  const run = await runFfmpeg([...userInput(file), "-ac", "1", "-ar", "44100", "-f", "f32le", "-y", raw]);
  if (run.code !== 0) throw new Error(run.stderr.slice(-400));
  const bytes = await readFile(raw);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** Frequency of a pure tone from its zero crossings, over a window of the samples. */
function frequencyOf(samples: Float32Array, startMs: number, lengthMs: number): number {
  const from = Math.round((startMs / 1000) * 44100);
  const to = Math.round(((startMs + lengthMs) / 1000) * 44100);
  let crossings = 0;
  for (let i = from + 1; i < to; i += 1) if (samples[i - 1] < 0 !== samples[i] < 0) crossings += 1;
  return crossings / 2 / (lengthMs / 1000);
}

function rms(samples: Float32Array, startMs: number, lengthMs: number): number {
  const from = Math.round((startMs / 1000) * 44100);
  const to = Math.round(((startMs + lengthMs) / 1000) * 44100);
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += samples[i] * samples[i];
  return Math.sqrt(sum / Math.max(1, to - from));
}

describe("stitchAudio", () => {
  const SECONDS = 2.5;
  const PEAKS = Array.from({ length: 10 }, (_, i) => -40 + (37 * i) / 9); // -40 dBFS … -3 dBFS
  const FREQUENCIES = [300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200];
  const formats = Object.keys(FORMATS) as (keyof typeof FORMATS)[];
  let output: string;
  let result: TStitchResult;
  let progress: number[];

  beforeAll(async () => {
    // Shuffle the loudness against the order so the test does not pass by accident of a monotone ramp.
    const peaks = [5, 0, 9, 2, 7, 4, 1, 8, 3, 6].map((i) => PEAKS[i]);
    const inputs = await Promise.all(
      FREQUENCIES.map((frequency, i) =>
        makeSine({ frequency, peakDbfs: peaks[i], seconds: SECONDS, format: formats[i % formats.length], rate: i % 3 === 0 ? 44_100 : 48_000 }),
      ),
    );
    output = path.join(dir, "stitched.mp3");
    progress = [];
    result = await stitchAudio({ inputs, output, onProgress: (fraction) => progress.push(fraction) });
  });

  it("brings takes from -40 dBFS to -3 dBFS within 2 LU of each other", async () => {
    const measured = await Promise.all(result.segments.map((segment) => loudnessOf(output, segment.offsetMs + 100, segment.durationMs - 200)));
    for (const value of measured) expect(Number.isFinite(value)).toBe(true);
    expect(Math.max(...measured) - Math.min(...measured)).toBeLessThan(2);
    // And near the target, not merely equal to each other.
    for (const value of measured) expect(Math.abs(value - -16)).toBeLessThan(2);
  });

  it("keeps the chosen order and puts a silent gap of about 0.75 s between takes", async () => {
    const samples = await decode(output);
    result.segments.forEach((segment, i) => {
      const frequency = frequencyOf(samples, segment.offsetMs + 200, segment.durationMs - 400);
      expect(Math.abs(frequency - FREQUENCIES[i])).toBeLessThan(10);
      if (i < result.segments.length - 1) {
        const gapStart = segment.offsetMs + segment.durationMs;
        expect(rms(samples, gapStart + 100, STITCH_GAP_MS - 200)).toBeLessThan(1e-3);
      }
    });
  });

  it("lasts the sum of the takes plus the gaps", async () => {
    const expected = 10 * SECONDS * 1000 + 9 * STITCH_GAP_MS;
    expect(Math.abs(result.durationMs - expected)).toBeLessThan(250);
    const probe = await runFfmpeg([...userInput(output), "-f", "null", "-progress", "pipe:1", "-nostats", "-"]);
    const outTimeUs = Number([...probe.stdout.matchAll(/^out_time_us=(\d+)$/gm)].pop()?.[1]);
    expect(Math.abs(outTimeUs / 1000 - expected)).toBeLessThan(250);
    expect(probe.stderr).toMatch(/Audio: mp3, 44100 Hz, mono/);
  });

  it("reports progress that only grows and ends at 1", () => {
    expect(progress.length).toBeGreaterThan(10);
    for (let i = 1; i < progress.length; i += 1) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]);
    expect(progress[progress.length - 1]).toBe(1);
  });
});

describe("stitchAudio with silent and spiky takes", () => {
  it("leaves a silent take silent and holds a boosted whisper's clicks below full scale", async () => {
    const silent = await makeFromFilter("aevalsrc=0:s=48000:d=2", "silent");
    // A whisper-quiet tone with loud clicks: raising it to the target would push the clicks far past 0 dBFS.
    const spiky = await makeFromFilter("aevalsrc=0.004*sin(2*PI*300*t)+if(lt(mod(t\\,0.5)\\,0.002)\\,0.3\\,0):s=48000:d=3", "spiky");
    const loud = await makeSine({ frequency: 600, peakDbfs: -3, seconds: 2, format: "wav" });
    const output = path.join(dir, "silent-spiky.mp3");
    const result = await stitchAudio({ inputs: [silent, spiky, loud], output });

    expect(result.segments[0]).toMatchObject({ integratedLufs: null, gainDb: 0 });
    expect(result.segments[1].gainDb).toBeGreaterThan(10);
    const samples = await decode(output);
    expect(rms(samples, result.segments[0].offsetMs + 100, 1800)).toBeLessThan(1e-3);
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(20 * Math.log10(peak)).toBeLessThan(-0.5);
  });
});

describe("stitchAudio over several cores", () => {
  it("encodes a long stitch in parts that join inside a gap, with the same loudness, order and length", async () => {
    const frequencies = [350, 550, 750, 950];
    // sine's own peak is -18 dBFS: these take it from -38 dBFS to -12 dBFS, all within the boost cap.
    const levels = [-20, 6, -12, -4];
    const inputs = await Promise.all(
      frequencies.map((frequency, i) => makeFromFilter(`sine=frequency=${frequency}:sample_rate=48000:duration=40,volume=${levels[i]}dB`, `long-${frequency}`)),
    );
    const output = path.join(dir, "parts.mp3");
    const result = await stitchAudio({ inputs, output, concurrency: 2 });

    const measured = await Promise.all(result.segments.map((segment) => loudnessOf(output, segment.offsetMs + 1000, 30_000)));
    expect(Math.max(...measured) - Math.min(...measured)).toBeLessThan(2);
    const samples = await decode(output);
    result.segments.forEach((segment, i) => {
      expect(Math.abs(frequencyOf(samples, segment.offsetMs + 1000, 30_000) - frequencies[i])).toBeLessThan(10);
    });
    // The join adds a few encoder-delay milliseconds, inside the gap between the second and third take.
    const expected = 4 * 40_000 + 3 * STITCH_GAP_MS;
    expect(Math.abs(samples.length / 44.1 - expected)).toBeLessThan(250);
    expect(Math.abs(result.durationMs - expected)).toBeLessThan(250);
  });
});

describe("stitchAudio in many parts", () => {
  it("keeps every take where its segment says, with no drift from one join to the next", async () => {
    // Browser-like Opus takes of uneven lengths: 4 parts over 4 lanes, 3 joins.
    const seconds = [31.3, 29.8, 33.1, 30.4, 32.7, 28.9, 31.9, 30.2];
    const inputs = await Promise.all(seconds.map((length, i) => makeSine({ frequency: 300 + i * 100, peakDbfs: -6 - 3 * i, seconds: length, format: "webm" })));
    const output = path.join(dir, "many-parts.mp3");
    const result = await stitchAudio({ inputs, output, concurrency: 4 });
    const samples = await decode(output);

    // Where each take's tone begins: the first loud sample near its planned offset.
    const errorsMs = result.segments.map((segment) => {
      const from = Math.round(((segment.offsetMs - 300) / 1000) * 44100);
      let i = Math.max(0, from);
      while (i < samples.length && Math.abs(samples[i]) < 0.02) i += 1;
      return i / 44.1 - segment.offsetMs;
    });
    for (const error of errorsMs) expect(Math.abs(error)).toBeLessThan(50);
    expect(Math.max(...errorsMs) - Math.min(...errorsMs)).toBeLessThan(15);
    result.segments.forEach((segment, i) => {
      expect(Math.abs(frequencyOf(samples, segment.offsetMs + 500, 20_000) - (300 + i * 100))).toBeLessThan(10);
    });
    // The plan: the takes as measured (an Opus decoder's few ms of pre-roll included) and the gaps.
    const planned = result.segments.reduce((sum, segment) => sum + segment.durationMs, 0) + 7 * STITCH_GAP_MS;
    expect(Math.abs(samples.length / 44.1 - planned)).toBeLessThan(40);
    expect(Math.abs(result.durationMs - planned)).toBeLessThan(40);
    const nominal = seconds.reduce((sum, length) => sum + length * 1000, 0) + 7 * STITCH_GAP_MS;
    expect(Math.abs(samples.length / 44.1 - nominal)).toBeLessThan(250);
  });
});

describe("partLengths", () => {
  it("gives each part a whole number of MP3 frames and keeps the joins within half a frame of the plan", () => {
    const gap = 33_075;
    const contents = Array.from({ length: 50 }, (_, i) => 5_292_000 + ((i * 7919) % 50_000));
    const lengths = partLengths(contents, gap);
    expect(lengths).toHaveLength(49);
    let planned = 0;
    let decoded = 0;
    lengths.forEach((samples, i) => {
      expect(samples % 1152).toBe(0);
      expect(samples).toBeGreaterThanOrEqual(contents[i] + 11_025);
      planned += contents[i] + gap;
      decoded += samples + 1152;
      expect(Math.abs(decoded - planned)).toBeLessThanOrEqual(576);
    });
  });

  it("never cuts into a take when there is no gap to shorten", () => {
    const lengths = partLengths([100_000, 100_000, 100_000], 0);
    for (const samples of lengths) expect(samples).toBeGreaterThanOrEqual(100_000);
  });
});

describe("planParts", () => {
  const minutes = (...values: number[]) => values.map((value) => value * 60_000);

  it("keeps short stitches in one part", () => {
    expect(planParts(minutes(0.2, 0.3, 0.4), 4)).toEqual([{ first: 0, last: 2 }]);
    expect(planParts(minutes(5), 4)).toEqual([{ first: 0, last: 0 }]);
  });

  it("cuts long ones into consecutive parts of about equal length, one per core at most", () => {
    expect(planParts(minutes(1, 1, 1, 1, 1, 1, 1, 1, 1, 1), 2)).toEqual([
      { first: 0, last: 4 },
      { first: 5, last: 9 },
    ]);
    expect(planParts(minutes(4, 1, 1, 1, 1), 2)).toEqual([
      { first: 0, last: 0 },
      { first: 1, last: 4 },
    ]);
    expect(planParts(minutes(1, 1, 1), 8)).toEqual([
      { first: 0, last: 0 },
      { first: 1, last: 1 },
      { first: 2, last: 2 },
    ]);
    const many = planParts(minutes(...Array.from({ length: 100 }, () => 1)), 3);
    expect(many.map((part) => part.last - part.first + 1)).toEqual([34, 33, 33]);
  });
});

describe("gainFor", () => {
  it("raises and lowers to the target, leaves silence alone and caps the boost", () => {
    expect(gainFor(-26)).toBeCloseTo(10);
    expect(gainFor(-6)).toBeCloseTo(-10);
    expect(gainFor(null)).toBe(0);
    expect(gainFor(-69)).toBe(STITCH_MAX_GAIN_DB);
  });
});
