// Joins recordings into one MP3: each is brought to the same integrated loudness (EBU R128), so a whisper
// and a shout come out equally loud, with a short silence between them. Two passes: every input is measured,
// one ffmpeg run per take, then consecutive runs of takes of a couple of minutes each ("parts") get their
// gains, gaps, a limiter for the peaks that a boosted whisper would otherwise clip, and the encoder, one
// ffmpeg run per part; the parts are joined without re-encoding, inside the silent gaps. Every run is a
// `background` run in the media slots (lib/concurrency/media-slots.ts): the stitch uses every core while
// nothing else waits, and since no run lasts more than a few seconds, a party's uploads and MP3s that ask
// meanwhile get the next slot that frees. Works on local files only.
import "server-only";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { localInput, runFfmpeg, userInput } from "@/lib/audio/ffmpeg";
import { mediaSlots } from "@/lib/concurrency/media-slots";
import { mapLimit } from "./map-limit";

export const STITCH_GAP_MS = 750;
/** Speech-podcast loudness: loud enough on a phone speaker, with headroom for the limiter. */
export const STITCH_TARGET_LUFS = -16;
/** A near-silent take is raised at most this much, so its background noise does not become a roar. */
export const STITCH_MAX_GAIN_DB = 30;
/** ebur128 reports -70 LUFS (its absolute gate) for silence and for takes shorter than one 400 ms block. */
const SILENCE_LUFS = -70;
const SAMPLE_RATE = 44_100;
// Sample-peak ceiling of -2 dBFS: close enough to a -1 dBTP true peak for speech, without oversampling.
const LIMITER_CEILING = 0.794;
const RENDER_TIMEOUT_MS = 20 * 60_000;
/** Below this much audio per part, one encoder is quicker than starting and joining several. */
const MIN_PART_MS = 60_000;
/**
 * About this much audio per part: a few seconds of one core's work, so a stitch holds no slot for long,
 * while the joins (one per part) stay few.
 */
export const PART_MS = 2 * 60_000;
/** An MP3 frame: libmp3lame's parts are joined whole frames at a time. */
const FRAME_SAMPLES = 1152;
/** The last take of a part keeps this much of its gap before the limiter, which does not flush its look-ahead. */
const PART_TAIL_MS = 250;
/** Share of the progress bar given to the measuring pass (it decodes everything once, on every core). */
export const MEASURE_SHARE = 0.2;

// Measurement and rendering see the same signal: resampled and mixed down to mono first.
const CONFORM = `aresample=${SAMPLE_RATE},aformat=sample_fmts=flt:sample_rates=${SAMPLE_RATE}:channel_layouts=mono`;

export type TLoudness = {
  /** Integrated loudness in LUFS, or null when the input is silent (or too short to measure). */
  integratedLufs: number | null;
  durationMs: number;
};

export type TStitchSegment = TLoudness & { offsetMs: number; gainDb: number };

export type TStitchResult = { durationMs: number; segments: TStitchSegment[] };

export type TStitchOptions = {
  inputs: readonly string[];
  output: string;
  gapMs?: number;
  targetLufs?: number;
  /** Called with the overall fraction done (0 to 1), often; callers throttle. */
  onProgress?: (fraction: number) => void;
  /** Most ffmpeg processes at once, for measuring and for encoding parts; defaults to every media slot. */
  concurrency?: number;
};

function lastOutTimeMs(progress: string): number {
  const values = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  return values.length ? Math.round(values[values.length - 1] / 1000) : 0;
}

export async function measureLoudness(file: string): Promise<TLoudness> {
  // framelog=verbose keeps the per-block lines out of the (info-level) log; the summary is still printed.
  const run = await runFfmpeg(
    [...userInput(file), "-map", "0:a:0", "-vn", "-af", `${CONFORM},ebur128=framelog=verbose`, "-f", "null", "-progress", "pipe:1", "-nostats", "-"],
    { timeoutMs: 120_000 },
  );
  const summary = run.stderr.slice(run.stderr.lastIndexOf("Summary:"));
  const integrated = /Integrated loudness:\s*I:\s*(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  if (run.code !== 0 || integrated === undefined) {
    throw new Error(`ffmpeg could not measure ${file} (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  }
  const lufs = Number(integrated);
  return { integratedLufs: Number.isFinite(lufs) && lufs > SILENCE_LUFS ? lufs : null, durationMs: lastOutTimeMs(run.stdout) };
}

/** The gain (dB) that brings an input to the target; silence is left alone and boosts are capped. */
export function gainFor(integratedLufs: number | null, targetLufs = STITCH_TARGET_LUFS): number {
  if (integratedLufs === null) return 0;
  return Math.min(targetLufs - integratedLufs, STITCH_MAX_GAIN_DB);
}

/**
 * The filter graph for these takes (their gains and measured lengths), a gap after each but the last. Each
 * take is padded or trimmed to its measured length plus its gap, so it starts exactly where its segment
 * says (a decoder's first or last few milliseconds would otherwise shift every take after it). For a part
 * that others follow, `partSamples` gives its exact length: the last take keeps part of its gap before the
 * limiter, which does not flush its look-ahead, and the rest is padded after it.
 */
export function stitchFilterGraph(
  takes: readonly Pick<TStitchSegment, "gainDb" | "durationMs">[],
  gapMs: number,
  { partSamples }: { partSamples?: number } = {},
): string {
  const gapSamples = Math.round((gapMs / 1000) * SAMPLE_RATE);
  const tailSamples = Math.min(gapSamples, Math.round((PART_TAIL_MS / 1000) * SAMPLE_RATE));
  const chains = takes.map((take, i) => {
    const padSamples = i < takes.length - 1 ? gapSamples : partSamples !== undefined ? tailSamples : 0;
    const length = Math.round((take.durationMs / 1000) * SAMPLE_RATE) + padSamples;
    // The last take of the whole stitch is left as it is: nothing follows it.
    const exact = padSamples > 0 ? `,apad=whole_len=${length},atrim=end_sample=${length}` : "";
    // concat needs every segment to start at 0; Opus in WebM often starts a few ms off.
    return `[${i}:a:0]${CONFORM},asetpts=PTS-STARTPTS,volume=${take.gainDb.toFixed(2)}dB${exact}[s${i}]`;
  });
  const labels = takes.map((_, i) => `[s${i}]`).join("");
  const part = partSamples !== undefined ? `,apad=whole_len=${partSamples},atrim=end_sample=${partSamples}` : "";
  // level=0: alimiter's auto-level would otherwise push the whole result up to full scale.
  const tail = `${labels}concat=n=${takes.length}:v=0:a=1,alimiter=limit=${LIMITER_CEILING}:attack=5:release=50:level=0${part}[out]`;
  return [...chains, tail].join(";");
}

/**
 * The lengths (samples) of the parts that others follow, so that the joined MP3 keeps every take where the
 * plan puts it. libmp3lame turns n samples into ceil(n / 1152) + 1 frames, its encoder delay (1105 samples)
 * first; a part of a whole number of frames thus decodes to exactly one frame more. Each part's gap is
 * shortened by that frame, rounded to whole frames against where the plan wants the next part to start, so
 * the error never exceeds half a frame (13 ms) and does not add up. `contentSamples` is each part's audio
 * without its trailing gap; the last part needs no length and gets none.
 */
export function partLengths(contentSamples: readonly number[], gapSamples: number): number[] {
  const tailSamples = Math.min(gapSamples, Math.round((PART_TAIL_MS / 1000) * SAMPLE_RATE));
  let planned = 0;
  let decoded = 0;
  return contentSamples.slice(0, -1).map((content) => {
    planned += content + gapSamples;
    const frames = Math.max(Math.ceil((content + tailSamples) / FRAME_SAMPLES), Math.round((planned - decoded) / FRAME_SAMPLES) - 1);
    decoded += (frames + 1) * FRAME_SAMPLES;
    return frames * FRAME_SAMPLES;
  });
}

/** Runs ffmpeg, reporting its output time (ms) as it goes; rejects with the end of its log on failure. */
async function renderWithProgress(args: string[], onOutTimeMs: (ms: number) => void): Promise<number> {
  let outTimeMs = 0;
  const run = await runFfmpeg(["-progress", "pipe:1", "-nostats", ...args], {
    timeoutMs: RENDER_TIMEOUT_MS,
    onOutTimeMs: (ms) => {
      outTimeMs = ms;
      onOutTimeMs(ms);
    },
  });
  if (run.code !== 0) throw new Error(`ffmpeg could not stitch the recordings (exit ${run.code}): ${run.stderr.split("\n").slice(-4).join(" ")}`);
  return outTimeMs;
}

export type TPart = { first: number; last: number };

/**
 * Consecutive runs of takes of about equal length, at most `maxParts` and none shorter than a minute.
 * Stitches are encoded part by part in parallel (the MP3 encoder uses one core), and the parts meet inside
 * a silent gap, where the frame an MP3 join adds cannot be heard.
 */
export function planParts(durationsMs: readonly number[], maxParts: number): TPart[] {
  const total = durationsMs.reduce((sum, ms) => sum + ms, 0);
  const count = Math.max(1, Math.min(maxParts, durationsMs.length, Math.floor(total / MIN_PART_MS)));
  const parts: TPart[] = [];
  let first = 0;
  let sum = 0;
  durationsMs.forEach((ms, i) => {
    sum += ms;
    const partsStillToOpen = count - parts.length - 1;
    const takesLeft = durationsMs.length - i - 1;
    if (partsStillToOpen > 0 && takesLeft >= partsStillToOpen && (sum >= (total * (parts.length + 1)) / count || takesLeft === partsStillToOpen)) {
      parts.push({ first, last: i });
      first = i + 1;
    }
  });
  parts.push({ first, last: durationsMs.length - 1 });
  return parts;
}

/** The montage's encoder settings (a higher rate than a single voice's 96 kbit/s: it is the keepsake). */
export const STITCH_ENCODE = ["-ac", "1", "-ar", String(SAMPLE_RATE), "-c:a", "libmp3lame", "-b:a", "128k"];

export async function stitchAudio(opts: TStitchOptions): Promise<TStitchResult> {
  const { inputs, output, gapMs = STITCH_GAP_MS, targetLufs = STITCH_TARGET_LUFS, onProgress } = opts;
  if (inputs.length === 0) throw new Error("Nothing to stitch.");
  const concurrency = opts.concurrency ?? mediaSlots().capacity;

  let measured = 0;
  const loudness = await mapLimit(inputs, concurrency, async (file) => {
    const result = await measureLoudness(file);
    measured += 1;
    onProgress?.((MEASURE_SHARE * measured) / inputs.length);
    return result;
  });

  let offsetMs = 0;
  const segments = loudness.map((item) => {
    const segment = { ...item, offsetMs, gainDb: gainFor(item.integratedLufs, targetLufs) };
    offsetMs += item.durationMs + gapMs;
    return segment;
  });
  const expectedMs = Math.max(1, offsetMs - gapMs);

  const durations = segments.map((segment) => segment.durationMs);
  const totalMs = durations.reduce((sum, ms) => sum + ms, 0);
  const parts = planParts(durations, Math.max(concurrency, Math.ceil(totalMs / PART_MS)));
  const gapSamples = Math.round((gapMs / 1000) * SAMPLE_RATE);
  const lengths = partLengths(
    parts.map((part) => {
      const takes = durations.slice(part.first, part.last + 1);
      return takes.reduce((sum, ms) => sum + Math.round((ms / 1000) * SAMPLE_RATE), 0) + (takes.length - 1) * gapSamples;
    }),
    gapSamples,
  );
  const partTimes = parts.map(() => 0);
  const report = () => {
    const doneMs = partTimes.reduce((sum, ms) => sum + ms, 0);
    onProgress?.(MEASURE_SHARE + (1 - MEASURE_SHARE) * Math.min(1, doneMs / expectedMs));
  };
  const render = (part: TPart, index: number, target: string, extra: string[]) => {
    const files = inputs.slice(part.first, part.last + 1);
    const args = [
      "-y",
      ...files.flatMap((file) => userInput(file)),
      "-filter_complex",
      stitchFilterGraph(segments.slice(part.first, part.last + 1), gapMs, { partSamples: lengths[index] }),
      "-map",
      "[out]",
      "-map_metadata",
      "-1",
      ...STITCH_ENCODE,
      ...extra,
      "-f",
      "mp3",
      target,
    ];
    return renderWithProgress(args, (ms) => {
      partTimes[index] = ms;
      report();
    });
  };

  if (parts.length === 1) {
    const durationMs = await render(parts[0], 0, output, []);
    onProgress?.(1);
    return { durationMs, segments };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-stitch-parts-"));
  try {
    const files = parts.map((_, i) => path.join(dir, `part-${i}.mp3`));
    // No Xing header inside the parts: it would sit in the middle of the joined file.
    const durations = await mapLimit(parts, concurrency, (part, i) => render(part, i, files[i], ["-write_xing", "0"]));
    const list = path.join(dir, "parts.txt");
    await writeFile(list, files.map((file) => `file '${file}'`).join("\n"));
    const join = await runFfmpeg(
      ["-y", "-safe", "0", ...localInput(list, ["concat", "mp3"], "concat"), "-map", "0:a", "-c", "copy", "-map_metadata", "-1", "-f", "mp3", output],
      {
        timeoutMs: 300_000,
      },
    );
    if (join.code !== 0) throw new Error(`ffmpeg could not join the stitched parts (exit ${join.code}): ${join.stderr.split("\n").slice(-3).join(" ")}`);
    onProgress?.(1);
    // Each part before the last decodes to its length and one frame more (see partLengths).
    const joinedMs = lengths.reduce((sum, samples) => sum + ((samples + FRAME_SAMPLES) / SAMPLE_RATE) * 1000, 0);
    return { durationMs: Math.round(joinedMs + durations[durations.length - 1]), segments };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
