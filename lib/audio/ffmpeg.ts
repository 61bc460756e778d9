// Runs ffmpeg (the binary lib/audio/ffmpeg-binary.ts finds).
import "server-only";
import { spawn } from "node:child_process";
import { ffmpegPath } from "./ffmpeg-binary";

export type TFfmpegRun = { code: number; stderr: string; stdout: string };

/** Runs ffmpeg with the given arguments; never throws for a non-zero exit (the caller reads `code`). */
export function runFfmpeg(args: string[], opts: { timeoutMs?: number } = {}): Promise<TFfmpegRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(/*turbopackIgnore: true*/ ffmpegPath(), ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    // Keep only the tail: a broken input can make ffmpeg print one line per packet.
    child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-64_000)));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-16_000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 120_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stderr, stdout });
    });
  });
}
