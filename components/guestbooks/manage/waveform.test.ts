import { computePeaks, timeAtX } from "./waveform";

describe("waveform", () => {
  it("takes the loudest sample of each slice over all channels, scaled to the loudest slice", () => {
    const left = new Float32Array([0.1, -0.2, 0, 0, 0.05, 0.05, -0.4, 0.1]);
    const right = new Float32Array([0, 0, 0.1, 0, 0, 0, 0, 0]);
    expect(computePeaks([left, right], 4)).toEqual([0.5, 0.25, 0.125, 1]);
  });

  it("gives more bars than samples without gaps, and nothing for silence or no audio", () => {
    expect(computePeaks([new Float32Array([0.5, 1])], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(computePeaks([new Float32Array(10)], 3)).toEqual([0, 0, 0]);
    expect(computePeaks([], 3)).toEqual([]);
  });

  it("turns a click position into a time, clamped to the recording", () => {
    expect(timeAtX(50, 200, 60)).toBe(15);
    expect(timeAtX(-5, 200, 60)).toBe(0);
    expect(timeAtX(500, 200, 60)).toBe(60);
    expect(timeAtX(50, 0, 60)).toBe(0);
  });
});
