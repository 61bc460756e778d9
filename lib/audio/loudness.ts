// Integrated loudness per ITU-R BS.1770-4 / EBU R128 of mono float samples, in Node: the polish measures
// the highpassed take it has already read for its frame levels, and what it will encode, without another
// ffmpeg run (docs/decisions/voice-polish.md). K-weighting (the standard's shelving and highpass biquads,
// derived for any sample rate as libebur128 does), 400 ms blocks every 100 ms, an absolute gate at
// -70 LUFS and a relative gate 10 LU under the absolutely gated loudness.

const BLOCK_STEPS = 4;
const STEP_SECONDS = 0.1;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

type TBiquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** The two K-weighting stages at `sampleRate`: the head's high shelf (+4 dB) and the RLB highpass (38 Hz). */
function kWeighting(sampleRate: number): [TBiquad, TBiquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highpass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highpass];
}

/**
 * Samples of warm-up for a filter started mid-take: the RLB highpass's slowest decay (a double pole at
 * 38 Hz) leaves less than 1e-15 of a wrong starting state after this many samples at 48 kHz or less.
 */
const WARM_UP_SAMPLES = 8192;

/**
 * The K-weighted energy (sum of squares) of each 100 ms step of the samples; a last partial step is left
 * out. Each filter sample depends on the one before, so one filter runs as fast as that chain allows: two
 * run side by side in one loop instead, over the first and the second half of the steps, the second
 * starting WARM_UP_SAMPLES early (its first state is then the true one, to a part in 1e15): a third less time.
 */
export function stepEnergies(samples: Float32Array, sampleRate: number): { energies: Float64Array; stepLength: number } {
  const [shelf, highpass] = kWeighting(sampleRate);
  const stepLength = Math.round(sampleRate * STEP_SECONDS);
  const steps = Math.floor(samples.length / stepLength);
  const energies = new Float64Array(steps);
  // The coefficients and the filters' states in locals, not objects. Direct form II transposed, both stages.
  const { b0, b1, b2, a1, a2 } = shelf;
  const { a1: c1, a2: c2 } = highpass;
  const half = steps >> 1;
  const secondStart = (steps - half) * stepLength;
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  let t1 = 0;
  let t2 = 0;
  let k1 = 0;
  let k2 = 0;
  for (let i = Math.max(0, secondStart - WARM_UP_SAMPLES); i < secondStart; i++) {
    const u = samples[i];
    const v = b0 * u + t1;
    t1 = b1 * u - a1 * v + t2;
    t2 = b2 * u - a2 * v;
    const w = v + k1;
    k1 = -2 * v - c1 * w + k2;
    k2 = v - c2 * w;
  }
  // The first chain takes steps [0, steps - half), the second [steps - half, steps): one more step for the first when odd.
  for (let step = 0; step < steps - half; step++) {
    let sum = 0;
    let secondSum = 0;
    const first = step * stepLength;
    const second = secondStart + step * stepLength;
    const both = step < half;
    for (let k = 0; k < stepLength; k++) {
      const x = samples[first + k];
      const y = b0 * x + s1;
      s1 = b1 * x - a1 * y + s2;
      s2 = b2 * x - a2 * y;
      const z = y + h1;
      h1 = -2 * y - c1 * z + h2;
      h2 = y - c2 * z;
      sum += z * z;
      if (!both) continue;
      const u = samples[second + k];
      const v = b0 * u + t1;
      t1 = b1 * u - a1 * v + t2;
      t2 = b2 * u - a2 * v;
      const w = v + k1;
      k1 = -2 * v - c1 * w + k2;
      k2 = v - c2 * w;
      secondSum += w * w;
    }
    energies[step] = sum;
    if (both) energies[steps - half + step] = secondSum;
  }
  return { energies, stepLength };
}

const lufsOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** The gated loudness (LUFS) of 100 ms step energies (stepEnergies), or null when no 400 ms block is above the absolute gate. */
export function gatedLoudness(energies: Float64Array, stepLength: number): number | null {
  const blockLength = stepLength * BLOCK_STEPS;
  const blocks: number[] = [];
  for (let last = BLOCK_STEPS - 1; last < energies.length; last++) {
    let sum = 0;
    for (let step = last - BLOCK_STEPS + 1; step <= last; step++) sum += energies[step];
    blocks.push(sum / blockLength);
  }
  const gated = blocks.filter((meanSquare) => meanSquare > 0 && lufsOf(meanSquare) > ABSOLUTE_GATE_LUFS);
  if (gated.length === 0) return null;
  const threshold = lufsOf(gated.reduce((sum, value) => sum + value, 0) / gated.length) + RELATIVE_GATE_LU;
  const kept = gated.filter((meanSquare) => lufsOf(meanSquare) > threshold);
  return lufsOf(kept.reduce((sum, value) => sum + value, 0) / kept.length);
}

/**
 * The integrated loudness (LUFS) of mono float samples at `sampleRate`, or null when no 400 ms block is
 * above the absolute gate (silence, or a take shorter than one block).
 */
export function integratedLufs(samples: Float32Array, sampleRate: number): number | null {
  const { energies, stepLength } = stepEnergies(samples, sampleRate);
  return gatedLoudness(energies, stepLength);
}
