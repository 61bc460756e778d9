// The MP3 every browser can play and every user can download: mono, 44.1 kHz, constant 96 kbit/s (a
// constant rate keeps seeking exact), with the uploader's metadata dropped.
import "server-only";
import { runFfmpeg, userInput } from "./ffmpeg";

export async function transcodeToMp3(inputPath: string, outputPath: string): Promise<void> {
  const run = await runFfmpeg(
    ["-y", ...userInput(inputPath), "-map", "0:a:0", "-vn", "-map_metadata", "-1", "-ac", "1", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3", outputPath],
    { timeoutMs: 300_000, priority: "job" },
  );
  if (run.code !== 0) throw new Error(`ffmpeg could not make an MP3 (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
}
