// The MP3 every browser can play and every user can download: mono, 44.1 kHz, constant 96 kbit/s (a
// constant rate keeps seeking exact), with the uploader's metadata dropped.
import "server-only";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { runFfmpeg, userInput } from "./ffmpeg";

/** Our MP3's encoder settings, after the input and the mapping: metadata dropped, mono, 44.1 kHz, 96 kbit/s CBR. */
export const MP3_SETTINGS = ["-map_metadata", "-1", "-ac", "1", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3"] as const;

/** The output arguments that write the first audio stream of input 0 as our MP3 to `outputPath`. */
export function mp3Output(outputPath: string): string[] {
  return ["-map", "0:a:0", "-vn", ...MP3_SETTINGS, outputPath];
}

export async function transcodeToMp3(inputPath: string, outputPath: string, priority: TSlotPriority = "job"): Promise<void> {
  const run = await runFfmpeg(["-y", ...userInput(inputPath), ...mp3Output(outputPath)], { timeoutMs: 300_000, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not make an MP3 (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
}
