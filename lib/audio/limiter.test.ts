// The polish's peak limiter: nothing over the ceiling, nothing under it touched, and the loud part turned
// down only around its peaks.
import { limitPeaks } from "./limiter";

const RATE = 44_100;
const SETTINGS = { ceiling: 0.84, sampleRate: RATE, attackMs: 5, releaseMs: 50 };
const tone = (seconds: number, amplitude: (t: number) => number) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => amplitude(i / RATE) * Math.sin(2 * Math.PI * 440 * (i / RATE)));
const peak = (samples: Float32Array) => samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);

describe("limitPeaks", () => {
  it("lets no sample over the ceiling, however much gain is asked", () => {
    const speechy = tone(2, (t) => (t > 0.5 && t < 0.52 ? 1 : 0.2) * (0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t)));
    for (const gain of [1, 4, 30, 300]) expect(peak(limitPeaks(speechy, gain, SETTINGS))).toBeLessThanOrEqual(0.84);
    const clicks = new Float32Array(RATE).map((_, i) => (i % 997 === 0 ? (i % 2 ? 1 : -1) : 0.01));
    expect(peak(limitPeaks(clicks, 10, SETTINGS))).toBeLessThanOrEqual(0.84);
  });

  it("leaves a signal under the ceiling as it is (times its gain)", () => {
    const quiet = tone(1, () => 0.2);
    const out = limitPeaks(quiet, 2, SETTINGS);
    expect(out.every((value, i) => value === Math.fround(quiet[i] * 2))).toBe(true);
  });

  it("turns down only around a peak: the attack starts 5 ms before it, the release is back within a few 50 ms", () => {
    const burst = tone(1, (t) => (t >= 0.5 && t < 0.51 ? 2 : 0.3));
    const out = limitPeaks(burst, 1, SETTINGS);
    const at = (seconds: number) => Math.round(seconds * RATE);
    const gainAround = (from: number, to: number) => peak(out.subarray(at(from), at(to))) / peak(burst.subarray(at(from), at(to)));
    expect(gainAround(0.1, 0.49)).toBe(1);
    expect(gainAround(0.5, 0.51)).toBeLessThanOrEqual(0.84 / 2 + 1e-6);
    expect(gainAround(0.8, 0.9)).toBeGreaterThan(0.99);
  });
});
