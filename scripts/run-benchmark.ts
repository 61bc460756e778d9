// How the benchmarks (bench-audio.ts, bench-stitch.ts) run: in a fresh temporary folder that is removed
// afterwards, whatever happened, then the process ends (0, or 1 with the error printed).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function runBenchmark(name: string, bench: (workDir: string) => Promise<void>): void {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `echobook-${name}-`));
  bench(workDir)
    .then(
      () => 0,
      (error: unknown) => {
        console.error(error);
        return 1;
      },
    )
    .then((code) => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(code);
    });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Polls `check` every 200 ms until it holds, or throws naming `what` after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
