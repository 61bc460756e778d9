// The waveform of a decoded recording: the loudest sample in each of `bars` equal slices, scaled so
// the loudest slice fills the height (a quiet recording still shows its shape).
export function computePeaks(channels: readonly Float32Array[], bars: number): number[] {
  const length = channels[0]?.length ?? 0;
  if (length === 0 || bars <= 0) return [];
  const peaks = new Array<number>(bars).fill(0);
  for (let bar = 0; bar < bars; bar += 1) {
    const start = Math.floor((bar * length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * length) / bars));
    let peak = 0;
    for (const channel of channels) {
      for (let i = start; i < end && i < length; i += 1) {
        const value = Math.abs(channel[i]);
        if (value > peak) peak = value;
      }
    }
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => peak / loudest) : peaks;
}

/** The time a click or tap at `x` (CSS px from the left of a `width`-px waveform) stands for. */
export function timeAtX(x: number, width: number, duration: number): number {
  if (width <= 0 || !(duration > 0)) return 0;
  return Math.min(Math.max(x / width, 0), 1) * duration;
}
