// LAME's own encoder (`lame`, Debian's package of it) for the polished MP3s: Node evens the samples out
// (polish-dsp.ts, in a worker thread) and lame only encodes them, from the raw 16-bit PCM file it wrote. It links two libraries
// where Debian's ffmpeg loads 215 before it reads a byte, so it starts in a fraction of ffmpeg's time: the
// polish then costs one ffmpeg run per take (docs/decisions/voice-polish.md). Found once: LAME_PATH when
// set, else `lame` on PATH; where there is none, polish.ts encodes with a second ffmpeg run as before.
import "server-only";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { getEnv } from "@/lib/env";
import { runLimited } from "./ffmpeg";

/** The same MP3 as MP3_SETTINGS (transcode.ts) makes: mono, 44.1 kHz, constant 96 kbit/s, no tags but LAME's gapless header. */
const LAME_SETTINGS = ["-r", "-s", "44.1", "--bitwidth", "16", "--signed", "--little-endian", "-m", "m", "-b", "96", "--cbr", "--noreplaygain", "--quiet"];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** LAME_PATH (which must be an executable file) or `lame` on `searchPath`; null when there is none. */
export function resolveLame({ configured, searchPath }: { configured?: string; searchPath: string }): string | null {
  if (configured) {
    const file = path.resolve(configured);
    if (!executable(file)) throw new Error(`LAME_PATH is set to ${configured}, which is not an executable file.`);
    return file;
  }
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && path.isAbsolute(dir) && executable(path.join(dir, "lame"))) return path.join(dir, "lame");
  }
  return null;
}

let cached: { path: string | null } | undefined;

/** The lame every polished MP3 is encoded with, or null (a second ffmpeg run then); says which once. */
export function lamePath(): string | null {
  if (!cached) {
    const env = getEnv();
    cached = { path: resolveLame({ configured: env.LAME_PATH, searchPath: env.PATH }) };
    console.log(
      cached.path
        ? `[echobook] voice polish encodes its MP3s with ${cached.path}`
        : "[echobook] lame was not found (apt-get install lame, or LAME_PATH): voice polish encodes its MP3s with a second ffmpeg run",
    );
  }
  return cached.path;
}

/**
 * Encodes a file of mono 44.1 kHz 16-bit PCM (polish-dsp.ts) with `lame` (in ffmpeg's slot and limits; not in
 * its box, as the raw PCM it reads was written by the polish itself: runLimited) to the MP3 at `mp3Path`.
 */
export async function encodeWithLame(lame: string, pcmPath: string, mp3Path: string, opts: { priority: TSlotPriority; timeoutMs: number }): Promise<void> {
  const run = await runLimited(lame, [...LAME_SETTINGS, path.resolve(pcmPath), path.resolve(mp3Path)], opts);
  if (run.code !== 0) throw new Error(`lame could not encode a polished voice (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
}
