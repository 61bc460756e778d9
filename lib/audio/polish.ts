// "Even out voices" (issue 48): every voice's MP3 is brought to -16 LUFS with its true peak under -1 dBTP,
// its rumble under 80 Hz removed and the room noise before the first and after the last word trimmed to
// 0.3 s. Two ffmpeg runs, because an honest loudness gain needs the whole take measured first:
// 1. the measuring run (the upload's own probe run at ingest, or a run of its own for a stored voice)
//    decodes the take once, highpasses it and writes it as 32-bit float WAV beside the other outputs, with
//    ffmpeg's EBU R128 meter reading its integrated loudness on the way (analysisOutput);
// 2. Node reads the WAV's 50 ms levels and plans the trim and gain (polish-plan.ts); the second run reads
//    the WAV (no demuxing or decoding of the guest's file again), trims, applies the gain, limits the peaks
//    and encodes the MP3, measuring what it wrote. When the limiter took more than 0.3 LU off (a quiet
//    take lifted a lot has peaks to tame), the run is made once more with that much more gain.
// The original is never touched: it is kept byte for byte and served as recorded.
import "server-only";
import { readFile } from "node:fs/promises";
import os from "node:os";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { MIN_TAKE_MS } from "./limits";
import { localInput, runFfmpeg, userInput } from "./ffmpeg";
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
  /** A second encode only when the first is still this far short of the target. */
  correctAboveLu: 0.3,
  /**
   * limiterLossDb turns a whole 50 ms frame down for its peak; the limiter only turns down the moments
   * around it, so less of it is lost: 0.8 of it.
   */
  limiterLossShare: 0.8,
  timeoutMs: 300_000,
} as const;

/** The outputs of a measuring run that write the highpassed take as float WAV to `wavPath`, metered on the way. */
export function analysisOutput(wavPath: string): string[] {
  return [
    "-filter_complex",
    `[0:a:0]aformat=channel_layouts=mono,${HIGHPASS},aresample=${SAMPLE_RATE},ebur128=framelog=verbose[polish]`,
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
export function integratedLoudness(stderr: string): number | null {
  const values = [...stderr.matchAll(/^\s*I:\s+(-?[\d.]+) LUFS/gm)].map((match) => Number(match[1]));
  const last = values.at(-1);
  return last === undefined || last <= -70 ? null : last;
}

/** The mono float samples of a WAV that analysisOutput wrote. */
export async function readWavSamples(wavPath: string): Promise<{ samples: Float32Array; sampleRate: number }> {
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

/** The take's plan from the measuring run's WAV and log. */
export async function planFromAnalysis(wavPath: string, stderr: string): Promise<TPolishPlan> {
  const { samples, sampleRate } = await readWavSamples(wavPath);
  return planPolish({ ...frameLevels(samples, sampleRate), integratedLufs: integratedLoudness(stderr), minSeconds: MIN_TAKE_MS / 1000 });
}

export type TPolished = {
  /** The polished voice's length (what players show). */
  durationMs: number;
  /** No voice was heard: the MP3 is the take as it is (no trim, no gain), and the host is told. */
  silent: boolean;
  /** Integrated loudness of what was written (null for a silent take). */
  lufs: number | null;
  /** Encoding runs made: 2 when the limiter still took more than planned. */
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

/** Writes the polished MP3 of the measured WAV to `mp3Path` (the second run, and a correction when needed). */
export async function encodePolished(wavPath: string, mp3Path: string, plan: TPolishPlan, priority: TSlotPriority): Promise<TPolished> {
  if (plan.silent) {
    await encode("anull", wavPath, mp3Path, priority);
    return { durationMs: Math.round(plan.seconds * 1000), silent: true, lufs: null, passes: 1 };
  }
  const filter = (gainDb: number) =>
    `atrim=start=${plan.startSeconds}:end=${plan.endSeconds},asetpts=PTS-STARTPTS,volume=${gainDb.toFixed(2)}dB,alimiter=limit=${TUNING.limitLinear}:attack=5:release=50:level=false`;
  // The limiter's loss made up for before encoding (a few rounds: more gain, more to limit).
  const wanted = plan.gainDb + TUNING.encoderAllowanceLu;
  let gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted);
  for (let round = 0; round < 4; round++)
    gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted + TUNING.limiterLossShare * limiterLossDb(plan.speech, gainDb, TUNING.limitLinear));
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

/** Measures a stored voice's original (a run of its own) and writes its polished MP3: the job's way. */
export async function polishFile(inputPath: string, wavPath: string, mp3Path: string, priority: TSlotPriority): Promise<TPolished> {
  const run = await runFfmpeg(["-y", ...userInput(inputPath), ...analysisOutput(wavPath)], { timeoutMs: TUNING.timeoutMs, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not measure a voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  return encodePolished(wavPath, mp3Path, await planFromAnalysis(wavPath, run.stderr), priority);
}
