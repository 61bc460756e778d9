// "Even out voices" (issue 48): every voice's MP3 is brought to -16 LUFS with its true peak under -1 dBTP,
// its rumble under 80 Hz removed and the room noise before the first and after the last word trimmed to
// 0.3 s. An honest loudness gain needs the whole take measured first, so:
// 1. the measuring run (the upload's own probe run at ingest, or a run of its own for a stored voice)
//    decodes the take once, highpasses it and writes it as 32-bit float WAV beside the other outputs
//    (analysisOutput): the one ffmpeg run of a polished take;
// 2. a worker thread (polish-threads.ts, polish-dsp.ts) reads the WAV, measures its integrated loudness
//    (loudness.ts) and 50 ms levels, plans the trim and gain (polish-plan.ts), applies them, limits the
//    peaks (limiter.ts), measures the result and corrects the gain until it lands, and writes the samples
//    as 16-bit PCM, which `lame` (lame.ts) encodes into the MP3.
// Where lame is missing, step 2 only plans, and a second ffmpeg run trims, gains, limits and encodes the
// WAV (the way before lame), metering what it wrote and made once more when the limiter took too much.
// The original is never touched: it is kept byte for byte and served as recorded.
import "server-only";
import path from "node:path";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { MIN_TAKE_MS } from "./limits";
import { localInput, runFfmpeg, userInput } from "./ffmpeg";
import { encodeWithLame, lamePath } from "./lame";
import { POLISH_TUNING } from "./polish-dsp";
import { polishInThread } from "./polish-threads";
import { MP3_SETTINGS } from "./transcode";
import { POLISH_MAX_GAIN_DB, POLISH_TARGET_LUFS, type TPolishPlan } from "./polish-plan";

const HIGHPASS = "highpass=f=80,highpass=f=80";
const SAMPLE_RATE = 44_100;
/** ffmpeg's way: a second encode only when the first is still this far short of the target. */
const CORRECT_ABOVE_LU = 0.3;
const TIMEOUT_MS = 300_000;

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
  const run = await runFfmpeg(mp3Args(filter, wavPath, mp3Path), { timeoutMs: TIMEOUT_MS, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not polish a voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  return integratedLoudness(run.stderr);
}

/** ffmpeg's way, without lame: a second run that reads the WAV, and a correction when needed. */
async function encodeWithFfmpeg(wavPath: string, mp3Path: string, plan: TPolishPlan, gainDb: number, priority: TSlotPriority): Promise<TPolished> {
  if (plan.silent) {
    await encode("anull", wavPath, mp3Path, priority);
    return polishedResult(plan, null, 1);
  }
  const filter = (gainDb: number) =>
    `atrim=start=${plan.startSeconds}:end=${plan.endSeconds},asetpts=PTS-STARTPTS,volume=${gainDb.toFixed(2)}dB,alimiter=limit=${POLISH_TUNING.limitLinear}:attack=5:release=50:level=false`;
  let lufs = await encode(filter(gainDb), wavPath, mp3Path, priority);
  let passes = 1;
  const short = lufs === null ? 0 : POLISH_TARGET_LUFS + POLISH_TUNING.encoderAllowanceLu - lufs;
  if (short > CORRECT_ABOVE_LU && gainDb < POLISH_MAX_GAIN_DB) {
    // The limiter took that much off the lifted peaks: once more with as much more gain (a little more,
    // since the limiter takes more of a louder signal).
    lufs = await encode(filter(Math.min(POLISH_MAX_GAIN_DB, gainDb + short * 1.5)), wavPath, mp3Path, priority);
    passes += 1;
  }
  return polishedResult(plan, lufs, passes);
}

/** What a polish made of `plan`: `encodedLufs` is what the encoder was given or wrote, aimed encoderAllowanceLu above the target. */
function polishedResult(plan: TPolishPlan, encodedLufs: number | null, passes: number): TPolished {
  if (plan.silent) return { durationMs: Math.round(plan.seconds * 1000), silent: true, lufs: null, passes };
  return {
    durationMs: Math.round((plan.endSeconds - plan.startSeconds) * 1000),
    silent: false,
    lufs: encodedLufs === null ? null : encodedLufs - POLISH_TUNING.encoderAllowanceLu,
    passes,
  };
}

/** Writes the polished MP3 of the voice a measuring run wrote to `wavPath` (analysisOutput) to `mp3Path`. */
export async function polishMeasured(wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<TPolished> {
  const lame = lamePath();
  // The PCM for lame goes beside the WAV, in the run's own working folder (where runLimited wants it).
  const pcmPath = lame ? path.join(path.dirname(path.resolve(wavPath)), `${path.basename(wavPath, ".wav")}.pcm`) : null;
  const made = await polishInThread({ wavPath, pcmPath, minSeconds: MIN_TAKE_MS / 1000 });
  // lame is told 44.1 kHz; a WAV at another rate (never from analysisOutput) goes the ffmpeg way.
  if (!lame || !pcmPath || !made.written || made.sampleRate !== SAMPLE_RATE)
    return encodeWithFfmpeg(wavPath, mp3Path, made.plan, made.predictedGainDb, priority);
  await encodeWithLame(lame, pcmPath, mp3Path, { priority, timeoutMs: TIMEOUT_MS });
  return polishedResult(made.plan, made.written.lufs, 1);
}

/** Measures a stored voice's original (a run of its own) and writes its polished MP3: the job's way. */
export async function polishFile(inputPath: string, wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<TPolished> {
  const run = await runFfmpeg(["-y", ...userInput(inputPath), ...analysisOutput(wavPath)], { timeoutMs: TIMEOUT_MS, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not measure a voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  return polishMeasured(wavPath, mp3Path, priority);
}
