import { limitPeaks } from "./limiter";
import { integratedLufs } from "./loudness";
import { frameLevels } from "./polish-plan";

it("times", () => {
  const n = 180 * 44100;
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) samples[i] = 0.05 * Math.sin(i / 20) * Math.sin(i / 20000);
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    frameLevels(samples, 44100);
    const a = performance.now() - t;
    t = performance.now();
    integratedLufs(samples, 44100);
    const b = performance.now() - t;
    t = performance.now();
    limitPeaks(samples, 30, { ceiling: 0.84, sampleRate: 44100, attackMs: 5, releaseMs: 50 });
    console.log("frames", a, "lufs", b, "limit", performance.now() - t);
  }
}, 120000);
