// A lookahead peak limiter for mono float samples, in Node (what ffmpeg's alimiter did in the polish's
// second run): no sample leaves above the ceiling, and a signal that stays under it is passed unchanged.
// The gain reaches each peak's need over `attackMs` before it (a linear ramp: the mean of the lookahead
// minimum over the attack window is at most the need at the peak itself) and returns towards 1 with a
// `releaseMs` time constant afterwards. Offline, so the lookahead costs no delay. Only the stretches around
// peaks are worked on sample by sample: the rest of a take is a multiplication.

export type TLimiter = { ceiling: number; sampleRate: number; attackMs: number; releaseMs: number };

/** Where the gain leaves 1 (a peak's attack and its lookahead): each peak's index +/- the lookahead, merged. */
function peakSpans(out: Float32Array, ceiling: number, lookahead: number): { start: number; end: number; lastPeak: number }[] {
  const spans: { start: number; end: number; lastPeak: number }[] = [];
  for (let i = 0; i < out.length; i++) {
    const value = out[i];
    if (value <= ceiling && value >= -ceiling) continue;
    const last = spans.at(-1);
    if (last && i - lookahead <= last.end + 1) {
      last.end = Math.min(out.length - 1, i + lookahead);
      last.lastPeak = i;
    } else spans.push({ start: Math.max(0, i - lookahead), end: Math.min(out.length - 1, i + lookahead), lastPeak: i });
  }
  return spans;
}

/** `samples` times `gain` (linear), limited to `ceiling` (linear); a new array. */
export function limitPeaks(samples: Float32Array, gain: number, { ceiling, sampleRate, attackMs, releaseMs }: TLimiter): Float32Array {
  const count = samples.length;
  const lookahead = Math.max(1, Math.round((sampleRate * attackMs) / 1000));
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = samples[i] * gain;
  const spans = peakSpans(out, ceiling, lookahead);
  if (spans.length === 0) return out;
  const mask = 2 ** Math.ceil(Math.log2(lookahead + 2)) - 1;
  const ringIndex = new Int32Array(mask + 1);
  const ringNeed = new Float32Array(mask + 1);
  const release = Math.exp(-1000 / (sampleRate * releaseMs));
  const width = lookahead + 1;
  let envelope = 1;
  let i = 0;
  const releaseUntil = (end: number) => {
    for (; i < end && envelope < 1; i++) {
      envelope = 1 - (1 - envelope) * release;
      // Closer to 1 than a float sample can tell: the gain is back.
      if (1 - envelope < 1e-8) envelope = 1;
      out[i] *= envelope;
    }
  };
  for (const span of spans) {
    // The least need from each sample of the span to `lookahead` samples ahead (a monotonic queue in a
    // ring: O(n)); 1 where no peak is that near.
    const ahead = new Float32Array(span.end - span.start + 1).fill(1);
    let head = 0;
    let tail = 0;
    for (let k = span.lastPeak; k >= span.start; k--) {
      const level = out[k] < 0 ? -out[k] : out[k];
      if (level > ceiling) {
        const need = ceiling / level;
        while (tail > head && ringNeed[(tail - 1) & mask] >= need) tail--;
        ringIndex[tail & mask] = k;
        ringNeed[tail & mask] = need;
        tail++;
      }
      while (tail > head && ringIndex[head & mask] > k + lookahead) head++;
      if (tail > head) ahead[k - span.start] = ringNeed[head & mask];
    }
    // Smoothed attack (the mean of `ahead` over the window ending here), and the release before and after.
    releaseUntil(span.start);
    i = span.start;
    let deficit = 0;
    for (let j = 0; j < ahead.length; j++, i++) {
      deficit += 1 - ahead[j] - (j >= width ? 1 - ahead[j - width] : 0);
      envelope = Math.min(1 - deficit / width, 1 - (1 - envelope) * release);
      const value = out[i] * envelope;
      // Rounding in the running mean may leave a peak a hair over: the ceiling is a promise.
      out[i] = value > ceiling ? ceiling : value < -ceiling ? -ceiling : value;
    }
  }
  releaseUntil(count);
  return out;
}
