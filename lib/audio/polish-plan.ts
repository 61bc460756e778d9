// What "Even out voices" does to one take, decided from its measurements (no ffmpeg here, so it is unit
// tested on its own): how much gain brings it to -16 LUFS, where its speech starts and ends (judged
// against the take's own speech level, so a soft voice is never cut), and whether it holds any voice at
// all. lib/audio/polish.ts measures and applies it.

/** Integrated loudness every polished voice is brought to (EBU R128, as podcasts and streaming services use). */
export const POLISH_TARGET_LUFS = -16;
/** Room noise kept before the first and after the last word. */
export const POLISH_PAD_SECONDS = 0.3;
/** A whisper gets at most this much louder: more would mostly raise the room. */
export const POLISH_MAX_GAIN_DB = 42;
/** Each level frame of a take: 50 ms. */
export const LEVEL_FRAME_SECONDS = 0.05;
/** Frames this far below the take's own speech level are room, not speech (a soft last word is within it). */
const BELOW_SPEECH_DB = 25;
/** ... and at least this far above the take's quietest stretch (its room noise). */
const ABOVE_ROOM_DB = 8;
/** Loudest frame under this, or speech no louder than the room: the take holds no voice. */
const SILENT_BELOW_DBFS = -60;
const SILENT_SPREAD_DB = 6;
const ROOM_PERCENTILE = 0.1;
const SPEECH_PERCENTILE = 0.95;

/** One 50 ms frame of speech: its energy (mean square) and its sample peak, both before gain. */
export type TSpeechFrame = { energy: number; peak: number };

export type TPolishPlan =
  | { silent: true; seconds: number }
  | {
      silent: false;
      /** Seconds into the take where the polished voice starts and ends. */
      startSeconds: number;
      endSeconds: number;
      gainDb: number;
      /** The frames that carry the voice's loudness (within 10 dB of it), for limiterLossDb. */
      speech: TSpeechFrame[];
    };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/**
 * `frameDb`: each 50 ms frame's RMS level in dBFS (the highpassed take), `integratedLufs`: its integrated
 * loudness (null when ffmpeg gated every block out: nothing above -70 LUFS). A polished voice is never
 * shorter than `minSeconds` (the shortest take that holds a guest place), padded evenly when trimming
 * would make it so.
 */
export function planPolish(input: { frameDb: number[]; framePeak?: number[]; integratedLufs: number | null; minSeconds: number }): TPolishPlan {
  const { frameDb, integratedLufs, minSeconds } = input;
  if (frameDb.length === 0 || integratedLufs === null || !Number.isFinite(integratedLufs))
    return { silent: true, seconds: frameDb.length * LEVEL_FRAME_SECONDS };
  const sorted = [...frameDb].sort((a, b) => a - b);
  const room = percentile(sorted, ROOM_PERCENTILE);
  const loud = percentile(sorted, SPEECH_PERCENTILE);
  if (sorted[sorted.length - 1] < SILENT_BELOW_DBFS || loud - room < SILENT_SPREAD_DB) return { silent: true, seconds: frameDb.length * LEVEL_FRAME_SECONDS };

  const threshold = Math.min(Math.max(integratedLufs - BELOW_SPEECH_DB, room + ABOVE_ROOM_DB), integratedLufs - 10);
  const first = frameDb.findIndex((db) => db > threshold);
  const last = frameDb.length - 1 - [...frameDb].reverse().findIndex((db) => db > threshold);
  const duration = frameDb.length * LEVEL_FRAME_SECONDS;
  let start = Math.max(0, first * LEVEL_FRAME_SECONDS - POLISH_PAD_SECONDS);
  let end = Math.min(duration, (last + 1) * LEVEL_FRAME_SECONDS + POLISH_PAD_SECONDS);
  const short = Math.min(minSeconds, duration) - (end - start);
  if (short > 0) {
    start = Math.max(0, start - short / 2);
    end = Math.min(duration, start + Math.min(minSeconds, duration));
    start = Math.max(0, end - Math.min(minSeconds, duration));
  }
  const gainDb = Math.min(POLISH_MAX_GAIN_DB, POLISH_TARGET_LUFS - integratedLufs);
  const speech = frameDb.flatMap((db, index) =>
    db > integratedLufs - 10 ? [{ energy: 10 ** (db / 10), peak: input.framePeak?.[index] ?? 10 ** (db / 20) * Math.SQRT2 }] : [],
  );
  return { silent: false, startSeconds: round3(start), endSeconds: round3(end), gainDb: Math.round(gainDb * 100) / 100, speech };
}

/**
 * How much quieter (dB) the speech comes out of a peak limiter at `limit` (linear) after `gainDb`: each
 * frame whose peak would pass the limit is turned down by as much (the limiter's release is about a
 * frame long). Lets the gain make up for the limiter before the MP3 is encoded, instead of after.
 */
export function limiterLossDb(speech: TSpeechFrame[], gainDb: number, limit: number): number {
  const gain = 10 ** (gainDb / 20);
  let given = 0;
  let kept = 0;
  for (const { energy, peak } of speech) {
    const over = Math.max(1, (peak * gain) / limit);
    given += energy;
    kept += energy / (over * over);
  }
  return kept > 0 ? 10 * Math.log10(given / kept) : 0;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Each LEVEL_FRAME_SECONDS frame's RMS level (dBFS, -120 for digital silence) and sample peak, of mono float samples. */
export function frameLevels(samples: Float32Array, sampleRate: number): { frameDb: number[]; framePeak: number[] } {
  const size = Math.round(sampleRate * LEVEL_FRAME_SECONDS);
  const frameDb: number[] = [];
  const framePeak: number[] = [];
  for (let offset = 0; offset < samples.length; offset += size) {
    const end = Math.min(samples.length, offset + size);
    let sum = 0;
    let peak = 0;
    for (let i = offset; i < end; i++) {
      sum += samples[i] * samples[i];
      peak = Math.max(peak, Math.abs(samples[i]));
    }
    const rms = Math.sqrt(sum / Math.max(1, end - offset));
    frameDb.push(rms > 1e-6 ? 20 * Math.log10(rms) : -120);
    framePeak.push(peak);
  }
  return { frameDb, framePeak };
}
