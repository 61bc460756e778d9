// A lookahead peak limiter for mono float samples, in Node (what ffmpeg's alimiter did in the polish's
// second run): no sample leaves above the ceiling, and a signal that stays under it is passed unchanged.
// The gain reaches each peak's need over `attackMs` before it (a linear ramp: the mean of the lookahead
// minimum over the attack window is at most the need at the peak itself) and returns towards 1 with a
// `releaseMs` time constant afterwards. Offline, so the lookahead costs no delay. Only the stretches around
// peaks are worked on sample by sample: the rest of a take is a multiplication. Written as flat loops over
// typed arrays with no closures: it runs two or three times per take (polish-dsp.ts).

export type TLimiter = { ceiling: number; sampleRate: number; attackMs: number; releaseMs: number };

/** Buffers a caller may hand in again and again (one voice, several gains), so no round allocates a take's worth of memory. */
export type TLimiterScratch = { out?: Float32Array; ahead?: Float32Array };

/** The gain is back at 1 once it is closer than this (below what a 16-bit sample can tell). */
const BACK_TO_ONE = 1e-8;

/**
 * `samples` times `gain` (linear), limited to `ceiling` (linear). Written into `scratch.out` when it is
 * long enough (a view of its first samples.length values is returned), else into a new array.
 */
export function limitPeaks(
  samples: Float32Array,
  gain: number,
  { ceiling, sampleRate, attackMs, releaseMs }: TLimiter,
  scratch: TLimiterScratch = {},
): Float32Array {
  const count = samples.length;
  const lookahead = Math.max(1, Math.round((sampleRate * attackMs) / 1000));
  if (!scratch.out || scratch.out.length < count) scratch.out = new Float32Array(count);
  const out = scratch.out.subarray(0, count);
  // Each peak's index +/- the lookahead, merged into spans (flat arrays: start, end, last peak).
  const spanStart: number[] = [];
  const spanEnd: number[] = [];
  const spanLastPeak: number[] = [];
  for (let i = 0; i < count; i++) {
    const value = samples[i] * gain;
    out[i] = value;
    if (value <= ceiling && value >= -ceiling) continue;
    const last = spanEnd.length - 1;
    if (last >= 0 && i - lookahead <= spanEnd[last] + 1) {
      spanEnd[last] = Math.min(count - 1, i + lookahead);
      spanLastPeak[last] = i;
    } else {
      spanStart.push(Math.max(0, i - lookahead));
      spanEnd.push(Math.min(count - 1, i + lookahead));
      spanLastPeak.push(i);
    }
  }
  if (spanStart.length === 0) return out;

  const mask = 2 ** Math.ceil(Math.log2(lookahead + 2)) - 1;
  const ringIndex = new Int32Array(mask + 1);
  const ringNeed = new Float32Array(mask + 1);
  const release = Math.exp(-1000 / (sampleRate * releaseMs));
  const width = lookahead + 1;
  let envelope = 1;
  let i = 0;
  for (let span = 0; span < spanStart.length; span++) {
    const start = spanStart[span];
    const end = spanEnd[span];
    // The release from the last span, up to this one.
    for (; i < start && envelope < 1; i++) {
      envelope = 1 - (1 - envelope) * release;
      if (1 - envelope < BACK_TO_ONE) envelope = 1;
      out[i] *= envelope;
    }
    // The least need from each sample of the span to `lookahead` samples ahead (a monotonic queue in a
    // ring: O(n)); 1 where no peak is that near.
    const length = end - start + 1;
    if (!scratch.ahead || scratch.ahead.length < length) scratch.ahead = new Float32Array(Math.max(length, 2 * (scratch.ahead?.length ?? 0)));
    const ahead = scratch.ahead;
    ahead.fill(1, 0, length);
    let head = 0;
    let tail = 0;
    for (let k = spanLastPeak[span]; k >= start; k--) {
      const level = out[k] < 0 ? -out[k] : out[k];
      if (level > ceiling) {
        const need = ceiling / level;
        while (tail > head && ringNeed[(tail - 1) & mask] >= need) tail--;
        ringIndex[tail & mask] = k;
        ringNeed[tail & mask] = need;
        tail++;
      }
      while (tail > head && ringIndex[head & mask] > k + lookahead) head++;
      if (tail > head) ahead[k - start] = ringNeed[head & mask];
    }
    // Smoothed attack (the mean of `ahead` over the window ending here), and the release.
    i = start;
    let deficit = 0;
    for (let j = 0; j < length; j++, i++) {
      deficit += 1 - ahead[j] - (j >= width ? 1 - ahead[j - width] : 0);
      const released = 1 - (1 - envelope) * release;
      envelope = 1 - deficit / width < released ? 1 - deficit / width : released;
      const value = out[i] * envelope;
      // Rounding in the running mean may leave a peak a hair over: the ceiling is a promise.
      out[i] = value > ceiling ? ceiling : value < -ceiling ? -ceiling : value;
    }
  }
  for (; i < count && envelope < 1; i++) {
    envelope = 1 - (1 - envelope) * release;
    if (1 - envelope < BACK_TO_ONE) envelope = 1;
    out[i] *= envelope;
  }
  return out;
}
