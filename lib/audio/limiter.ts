// A lookahead peak limiter for mono float samples, in Node (what ffmpeg's alimiter did in the polish's
// second run): no sample leaves above the ceiling, and a signal that stays under it is passed unchanged.
// The gain reaches each peak's need over `attackMs` before it (a linear ramp: the mean of the lookahead
// minimum over the attack window is at most the need at the peak itself) and returns towards 1 with a
// `releaseMs` time constant afterwards. Offline, so the lookahead costs no delay.

export type TLimiter = { ceiling: number; sampleRate: number; attackMs: number; releaseMs: number };

/** `samples` times `gain` (linear), limited to `ceiling` (linear); a new array. */
export function limitPeaks(samples: Float32Array, gain: number, { ceiling, sampleRate, attackMs, releaseMs }: TLimiter): Float32Array {
  const count = samples.length;
  const lookahead = Math.max(1, Math.round((sampleRate * attackMs) / 1000));
  // The gain each sample needs on its own.
  const need = new Float32Array(count);
  let anyOver = false;
  for (let i = 0; i < count; i++) {
    const level = Math.abs(samples[i] * gain);
    need[i] = level > ceiling ? ceiling / level : 1;
    if (level > ceiling) anyOver = true;
  }
  const out = new Float32Array(count);
  if (!anyOver) {
    for (let i = 0; i < count; i++) out[i] = samples[i] * gain;
    return out;
  }
  // The least need from here to `lookahead` samples ahead (a monotonic queue of indices: O(n)).
  const ahead = new Float32Array(count);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (let i = count - 1; i >= 0; i--) {
    while (tail > head && need[queue[tail - 1]] >= need[i]) tail--;
    queue[tail++] = i;
    while (queue[head] > i + lookahead) head++;
    ahead[i] = need[queue[head]];
  }
  // Smoothed attack: the mean of `ahead` over the window ending here; then the release.
  const release = Math.exp(-1000 / (sampleRate * releaseMs));
  let windowSum = 0;
  let envelope = 1;
  for (let i = 0; i < count; i++) {
    windowSum += ahead[i] - (i > lookahead ? ahead[i - lookahead - 1] : 1);
    const attack = (windowSum + lookahead + 1) / (lookahead + 1);
    envelope = Math.min(attack, 1 - (1 - envelope) * release);
    const value = samples[i] * gain * envelope;
    // Rounding in the running mean may leave a peak a hair over: the ceiling is a promise.
    out[i] = value > ceiling ? ceiling : value < -ceiling ? -ceiling : value;
  }
  return out;
}
