// "Even out voices" (issue 48): every voice's MP3 is brought to -16 LUFS with its true peak under -1 dBTP,
// its rumble under 80 Hz removed and the room noise before the first and after the last word trimmed to
// 0.3 s. An honest loudness gain needs the whole take measured first, so:
// 1. the measuring run (the upload's own probe run at ingest, or a run of its own for a stored voice)
//    decodes the take once, highpasses it and writes it as 32-bit float WAV beside the other outputs
//    (analysisOutput): the one ffmpeg run of a polished take;
// 2. Node reads the WAV, measures its integrated loudness (loudness.ts) and 50 ms levels, plans the trim and
//    gain (polish-plan.ts), applies them, limits the peaks (limiter.ts), measures the result and corrects
//    the gain until it lands, and hands the samples to `lame` (lame.ts) for the MP3.
// Where lame is missing, step 2 ends in a second ffmpeg run that trims, gains, limits and encodes the WAV
// (the way before lame), metering what it wrote and made once more when the limiter took too much.
// The original is never touched: it is kept byte for byte and served as recorded.
import "server-only";
import { readFile } from "node:fs/promises";
import os from "node:os";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { MIN_TAKE_MS } from "./limits";
import { localInput, runFfmpeg, userInput } from "./ffmpeg";
import { encodeWithLame, lamePath } from "./lame";
import { limitPeaks } from "./limiter";
import { integratedLufs } from "./loudness";
import { MP3_SETTINGS } from "./transcode";
import { frameLevels, limiterLossDb, planPolish, POLISH_MAX_GAIN_DB, POLISH_TARGET_LUFS, type TPolishPlan } from "./polish-plan";

const HIGHPASS = "highpass=f=80,highpass=f=80";
const SAMPLE_RATE = 44_100;
/** The encoding's tuning, measured on the espeak-ng takes (whisper, normal, shout, AAC): docs/decisions/voice-polish.md. */
const TUNING = {
  /** Sample peak limit before encoding: -1.5 dBFS leaves room for the true peak and the MP3 encoder's overshoot under -1 dBTP. */
  limitLinear: 0.84,
  /**
   * LAME at 96 kbit/s gives back speech measured about 0.4 LU quieter than it was given (its psychoacoustic
   * model drops what it judges masked): the graph aims this much above the target, so the MP3 lands on it.
   */
  encoderAllowanceLu: 0.4,
  /** ffmpeg's way: a second encode only when the first is still this far short of the target. */
  correctAboveLu: 0.3,
  /** Node's way: the gain is corrected until the limited voice measures within this of the aim. */
  landWithinLu: 0.1,
  /** ... the first correction assuming each dB of gain buys this much loudness (the limiter takes the rest). */
  firstSlope: 0.5,
  /**
   * limiterLossDb turns a whole 50 ms frame down for its peak; the limiter only turns down the moments
   * around it, so less of it is lost: 0.8 of it.
   */
  limiterLossShare: 0.8,
  timeoutMs: 300_000,
} as const;

/** The outputs of a measuring run that write the highpassed take as mono 44.1 kHz float WAV to `wavPath`. */
export function analysisOutput(wavPath: string): string[] {
  return [
    "-filter_complex",
    `[0:a:0]aformat=channel_layouts=mono,${HIGHPASS},aresample=${SAMPLE_RATE}[polish]`,
    "-map",
    "[polish]",
    "-map_metadata",
    "-1",
    "-c:a",
    "pcm_f32le",
    "-f",
    "wav",
    wavPath,
  ];
}

/** The integrated loudness of ebur128's last summary in a run's log; null when it gated everything out. */
function integratedLoudness(stderr: string): number | null {
  const values = [...stderr.matchAll(/^\s*I:\s+(-?[\d.]+) LUFS/gm)].map((match) => Number(match[1]));
  const last = values.at(-1);
  return last === undefined || last <= -70 ? null : last;
}

/** The mono float samples of a WAV that analysisOutput wrote. */
async function readWavSamples(wavPath: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const bytes = await readFile(wavPath);
  if (bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WAVE") throw new Error("Not a WAV file");
  let offset = 12;
  let sampleRate = SAMPLE_RATE;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("latin1", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") sampleRate = bytes.readUInt32LE(body + 4);
    if (id === "data") {
      // ffmpeg writes 0xFFFFFFFF (or 0) as the size of a data chunk it could not seek back to finish.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      const count = Math.floor((end - body) / 4);
      // One copy into an aligned buffer, read as floats at once (a sample at a time took half a second for
      // a 30 s take, on the server's event loop). WAV is little-endian, as every machine Node runs on here.
      if (os.endianness() !== "LE") throw new Error("A big-endian machine cannot read the WAV's floats directly");
      const aligned = bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + body + count * 4);
      return { samples: new Float32Array(aligned), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV without data");
}

/** The take's plan from the measuring run's samples: their loudness and 50 ms levels. */
function planFromSamples(samples: Float32Array, sampleRate: number): TPolishPlan {
  return planPolish({ ...frameLevels(samples, sampleRate), integratedLufs: integratedLufs(samples, sampleRate), minSeconds: MIN_TAKE_MS / 1000 });
}

export type TPolished = {
  /** The polished voice's length (what players show). */
  durationMs: number;
  /** No voice was heard: the MP3 is the take as it is (no trim, no gain), and the host is told. */
  silent: boolean;
  /** Integrated loudness of what was written (null for a silent take). */
  lufs: number | null;
  /** Encoding runs made: 2 when ffmpeg's limiter still took more than planned (lame's way is always 1). */
  passes: number;
};

function mp3Args(filter: string, wavPath: string, mp3Path: string): string[] {
  return [
    "-y",
    ...localInput(wavPath, ["wav"], "wav"),
    "-filter_complex",
    `[0:a:0]${filter},asplit[out][meter];[meter]ebur128=framelog=verbose,anullsink`,
    "-map",
    "[out]",
    ...MP3_SETTINGS,
    mp3Path,
  ];
}

async function encode(filter: string, wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<number | null> {
  const run = await runFfmpeg(mp3Args(filter, wavPath, mp3Path), { timeoutMs: TUNING.timeoutMs, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not polish a voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  return integratedLoudness(run.stderr);
}

/** The gain that should land the limited voice on the aim: the limiter's loss predicted from the 50 ms frames and made up for (a few rounds: more gain, more to limit). */
function predictedGainDb(plan: TPolishPlan & { silent: false }): number {
  const wanted = plan.gainDb + TUNING.encoderAllowanceLu;
  let gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted);
  for (let round = 0; round < 4; round++)
    gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted + TUNING.limiterLossShare * limiterLossDb(plan.speech, gainDb, TUNING.limitLinear));
  return gainDb;
}

/** ffmpeg's way, without lame: a second run that reads the WAV, and a correction when needed. */
async function encodeWithFfmpeg(wavPath: string, mp3Path: string, plan: TPolishPlan, priority: TSlotPriority): Promise<TPolished> {
  if (plan.silent) {
    await encode("anull", wavPath, mp3Path, priority);
    return { durationMs: Math.round(plan.seconds * 1000), silent: true, lufs: null, passes: 1 };
  }
  const filter = (gainDb: number) =>
    `atrim=start=${plan.startSeconds}:end=${plan.endSeconds},asetpts=PTS-STARTPTS,volume=${gainDb.toFixed(2)}dB,alimiter=limit=${TUNING.limitLinear}:attack=5:release=50:level=false`;
  const gainDb = predictedGainDb(plan);
  let lufs = await encode(filter(gainDb), wavPath, mp3Path, priority);
  let passes = 1;
  const short = lufs === null ? 0 : POLISH_TARGET_LUFS + TUNING.encoderAllowanceLu - lufs;
  if (short > TUNING.correctAboveLu && gainDb < POLISH_MAX_GAIN_DB) {
    // The limiter took that much off the lifted peaks: once more with as much more gain (a little more,
    // since the limiter takes more of a louder signal).
    lufs = await encode(filter(Math.min(POLISH_MAX_GAIN_DB, gainDb + short * 1.5)), wavPath, mp3Path, priority);
    passes += 1;
  }
  return {
    durationMs: Math.round((plan.endSeconds - plan.startSeconds) * 1000),
    silent: false,
    lufs: lufs === null ? null : lufs - TUNING.encoderAllowanceLu,
    passes,
  };
}

const LIMITER = { ceiling: TUNING.limitLinear, attackMs: 5, releaseMs: 50 } as const;

/**
 * lame's way: the voice trimmed, lifted and limited in Node, measured again and its gain corrected until it
 * lands on the aim (the limiter's loss made up for: no second encode needed), then encoded.
 */
async function encodeInNode(
  lame: string,
  samples: Float32Array,
  sampleRate: number,
  plan: TPolishPlan,
  mp3Path: string,
  priority: TSlotPriority,
): Promise<TPolished> {
  const encodeOptions = { priority, timeoutMs: TUNING.timeoutMs };
  if (plan.silent) {
    await encodeWithLame(lame, samples, mp3Path, encodeOptions);
    return { durationMs: Math.round(plan.seconds * 1000), silent: true, lufs: null, passes: 1 };
  }
  const voice = samples.subarray(Math.round(plan.startSeconds * sampleRate), Math.round(plan.endSeconds * sampleRate));
  const aim = POLISH_TARGET_LUFS + TUNING.encoderAllowanceLu;
  // Starting from the prediction, the measured loudness usually lands in one or two rounds.
  let gainDb = predictedGainDb(plan);
  let polished = voice;
  let lufs: number | null = null;
  let previous: { gainDb: number; lufs: number } | null = null;
  for (let round = 0; round < 6; round++) {
    // The event loop serves other requests between rounds.
    await new Promise((resolve) => setImmediate(resolve));
    polished = limitPeaks(voice, 10 ** (gainDb / 20), { ...LIMITER, sampleRate });
    lufs = integratedLufs(polished, sampleRate);
    if (lufs === null || Math.abs(aim - lufs) <= TUNING.landWithinLu) break;
    // The more gain, the more the limiter takes back: each dB of gain buys less than a dB of loudness,
    // as much less as the last round showed (a secant step).
    const slope = previous && gainDb !== previous.gainDb ? (lufs - previous.lufs) / (gainDb - previous.gainDb) : TUNING.firstSlope;
    const next = Math.min(POLISH_MAX_GAIN_DB, gainDb + (aim - lufs) / Math.min(1, Math.max(0.2, slope)));
    if (next === gainDb) break;
    previous = { gainDb, lufs };
    gainDb = next;
  }
  await encodeWithLame(lame, polished, mp3Path, encodeOptions);
  return {
    durationMs: Math.round((plan.endSeconds - plan.startSeconds) * 1000),
    silent: false,
    lufs: lufs === null ? null : lufs - TUNING.encoderAllowanceLu,
    passes: 1,
  };
}

/** Writes the polished MP3 of the voice a measuring run wrote to `wavPath` (analysisOutput) to `mp3Path`. */
export async function polishMeasured(wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<TPolished> {
  const { samples, sampleRate } = await readWavSamples(wavPath);
  const plan = planFromSamples(samples, sampleRate);
  const lame = sampleRate === SAMPLE_RATE ? lamePath() : null;
  return lame ? encodeInNode(lame, samples, sampleRate, plan, mp3Path, priority) : encodeWithFfmpeg(wavPath, mp3Path, plan, priority);
}

/** Measures a stored voice's original (a run of its own) and writes its polished MP3: the job's way. */
export async function polishFile(inputPath: string, wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<TPolished> {
  const run = await runFfmpeg(["-y", ...userInput(inputPath), ...analysisOutput(wavPath)], { timeoutMs: TUNING.timeoutMs, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not measure a voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  return polishMeasured(wavPath, mp3Path, priority);
}
