// The sample work of "Even out voices" (issue 48), done in a worker thread (polish-threads.ts) so that a
// party's uploads never queue behind it on the server's event loop. From the float WAV the measuring run
// wrote: the take's 50 ms levels and integrated loudness, its plan (polish-plan.ts), and, for lame, the
// voice trimmed, lifted and limited until its loudness lands on the aim, written as 16-bit PCM beside the
// WAV (lame reads that file: no samples cross between threads or through the event loop). Every pass is a
// flat loop over typed arrays, and the rounds reuse one output buffer.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { integratedLufs } from "./loudness";
import { limitPeaks, type TLimiterScratch } from "./limiter";
import { frameLevels, limiterLossDb, planPolish, POLISH_MAX_GAIN_DB, POLISH_TARGET_LUFS, type TPolishPlan } from "./polish-plan";

/** The encoding's tuning, measured on the espeak-ng takes (whisper, normal, shout, AAC): docs/decisions/voice-polish.md. */
export const POLISH_TUNING = {
  /** Sample peak limit before encoding: -1.5 dBFS leaves room for the true peak and the MP3 encoder's overshoot under -1 dBTP. */
  limitLinear: 0.84,
  /**
   * LAME at 96 kbit/s gives back speech measured about 0.4 LU quieter than it was given (its psychoacoustic
   * model drops what it judges masked): the polish aims this much above the target, so the MP3 lands on it.
   */
  encoderAllowanceLu: 0.4,
  /** The gain is corrected until the limited voice measures within this of the aim. */
  landWithinLu: 0.1,
  /** ... the first correction assuming each dB of gain buys this much loudness (the limiter takes the rest). */
  firstSlope: 0.5,
  /**
   * limiterLossDb turns a whole 50 ms frame down for its peak; a limiter only turns down the moments around
   * it, so less of it is lost: 0.8 of it with ffmpeg's alimiter, 0.85 with limiter.ts (on the polish
   * tests' takes, 0.85 lands the first round within 0.04 LU of the aim: one round, not two).
   */
  limiterLossShare: { ffmpeg: 0.8, node: 0.85 },
} as const;

const LIMITER = { ceiling: POLISH_TUNING.limitLinear, attackMs: 5, releaseMs: 50 } as const;

/**
 * The gain that should land the limited voice on the aim: the loss of `limiter` predicted from the 50 ms
 * frames and made up for (a few rounds: more gain, more to limit).
 */
function predictedGainDb(plan: TPolishPlan & { silent: false }, limiter: keyof typeof POLISH_TUNING.limiterLossShare): number {
  const wanted = plan.gainDb + POLISH_TUNING.encoderAllowanceLu;
  let gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted);
  for (let round = 0; round < 4; round++)
    gainDb = Math.min(POLISH_MAX_GAIN_DB, wanted + POLISH_TUNING.limiterLossShare[limiter] * limiterLossDb(plan.speech, gainDb, POLISH_TUNING.limitLinear));
  return gainDb;
}

/** The mono float samples of a WAV that analysisOutput (polish.ts) wrote: a view of the file's bytes when they are aligned. */
export function readWavSamples(wavPath: string): { samples: Float32Array; sampleRate: number } {
  // WAV is little-endian, as every machine Node runs on here: the floats are read as they lie.
  if (os.endianness() !== "LE") throw new Error("A big-endian machine cannot read the WAV's floats directly");
  const bytes = readFileSync(wavPath);
  if (bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WAVE") throw new Error("Not a WAV file");
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("latin1", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") sampleRate = bytes.readUInt32LE(body + 4);
    if (id === "data") {
      // ffmpeg writes 0xFFFFFFFF (or 0) as the size of a data chunk it could not seek back to finish.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      const count = Math.floor((end - body) / 4);
      const start = bytes.byteOffset + body;
      const samples = start % 4 === 0 ? new Float32Array(bytes.buffer, start, count) : new Float32Array(bytes.buffer.slice(start, start + count * 4));
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV without data");
}

/** Float samples as 16-bit little-endian PCM, rounded and clamped to full scale. */
export function pcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    // Shifted to be positive, so `| 0` (a truncation) rounds as Math.round does, at a quarter of its cost here.
    const shifted = samples[i] * 32767 + 32768.5;
    pcm[i] = ((shifted >= 65535 ? 65535 : shifted <= 0 ? 0 : shifted) | 0) - 32768;
  }
  return pcm;
}

export type TLanded = { samples: Float32Array; gainDb: number; lufs: number | null; rounds: number };

/**
 * The voice lifted by the predicted gain and limited, measured, and its gain corrected until it lands within
 * landWithinLu of `aim` (each dB of gain buys less than a dB of loudness, as much less as the last round
 * showed: a secant step; one or two rounds, rarely three). The result is a view of `scratch.out`.
 */
export function landVoice(voice: Float32Array, sampleRate: number, firstGainDb: number, aim: number, scratch: TLimiterScratch = {}): TLanded {
  let gainDb = firstGainDb;
  let samples = voice;
  let lufs: number | null = null;
  let previous: { gainDb: number; lufs: number } | null = null;
  let rounds = 0;
  for (; rounds < 6;) {
    samples = limitPeaks(voice, 10 ** (gainDb / 20), { ...LIMITER, sampleRate }, scratch);
    lufs = integratedLufs(samples, sampleRate);
    rounds += 1;
    if (lufs === null || Math.abs(aim - lufs) <= POLISH_TUNING.landWithinLu) break;
    const slope = previous && gainDb !== previous.gainDb ? (lufs - previous.lufs) / (gainDb - previous.gainDb) : POLISH_TUNING.firstSlope;
    const next = Math.min(POLISH_MAX_GAIN_DB, gainDb + (aim - lufs) / Math.min(1, Math.max(0.2, slope)));
    if (next === gainDb) break;
    previous = { gainDb, lufs };
    gainDb = next;
  }
  return { samples, gainDb, lufs, rounds };
}

export type TPolishJob = {
  wavPath: string;
  /** Where the polished voice goes as raw 16-bit PCM for lame; null: only the plan is wanted (ffmpeg encodes: no lame here). */
  pcmPath: string | null;
  minSeconds: number;
};

export type TPolishedSamples = {
  plan: TPolishPlan;
  sampleRate: number;
  /** The plan's gain with alimiter's predicted loss made up for (what the ffmpeg way starts from); 0 for a silent take. */
  predictedGainDb: number;
  /** Written to pcmPath: the loudness it measured (null: silent, or gated out) and the rounds it took. */
  written: { lufs: number | null; rounds: number } | null;
};

/** A take's plan from the WAV the measuring run wrote and, with `pcmPath`, its polished samples for lame. */
export function polishWav({ wavPath, pcmPath, minSeconds }: TPolishJob): TPolishedSamples {
  const { samples, sampleRate } = readWavSamples(wavPath);
  const plan = planPolish({ ...frameLevels(samples, sampleRate), integratedLufs: integratedLufs(samples, sampleRate), minSeconds });
  const forFfmpeg = plan.silent ? 0 : predictedGainDb(plan, "ffmpeg");
  if (!pcmPath) return { plan, sampleRate, predictedGainDb: forFfmpeg, written: null };
  if (plan.silent) {
    writeFileSync(pcmPath, pcm16(samples));
    return { plan, sampleRate, predictedGainDb: forFfmpeg, written: { lufs: null, rounds: 0 } };
  }
  const voice = samples.subarray(Math.round(plan.startSeconds * sampleRate), Math.round(plan.endSeconds * sampleRate));
  const landed = landVoice(voice, sampleRate, predictedGainDb(plan, "node"), POLISH_TARGET_LUFS + POLISH_TUNING.encoderAllowanceLu);
  writeFileSync(pcmPath, pcm16(landed.samples));
  return { plan, sampleRate, predictedGainDb: forFfmpeg, written: { lufs: landed.lufs, rounds: landed.rounds } };
}
