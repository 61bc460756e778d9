// Originals a browser can seek in. A browser's recorder (MediaRecorder) writes WebM as a stream: no
// duration in the header and no cues, so a player shows no length and cannot seek until it has read the
// whole file. Copying the same audio packets into a new file (`-c copy`: no decoding, no byte of audio
// changed, milliseconds) writes both. Ingest does it before an original is stored; the sweep does it for
// originals stored before (remux-stored-originals.ts).
import "server-only";
import { open, stat } from "node:fs/promises";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { runFfmpeg, userInput } from "./ffmpeg";
import type { TAudioContainer } from "./containers";

/** Containers a recorder writes as a stream, and the muxer that rewrites them with duration and cues. */
const REMUXABLE: Partial<Record<TAudioContainer, string>> = { webm: "webm", ogg: "ogg" };

/** The duration the container's header states ("Duration: 00:00:30.02" in ffmpeg's input summary), or null for "N/A". */
export function headerDurationMs(stderr: string): number | null {
  const match = /^\s*Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/m.exec(stderr);
  if (!match) return null;
  return Math.round(((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000);
}

/** The muxer a take would be remuxed with, judged from its first bytes (EBML: WebM; "OggS": Ogg) before ffmpeg has read it. */
export async function likelyRemuxer(file: string): Promise<{ container: TAudioContainer; muxer: string } | null> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead < 4) return null;
    if (buffer.equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { container: "webm", muxer: REMUXABLE.webm! };
    if (buffer.toString("latin1") === "OggS") return { container: "ogg", muxer: REMUXABLE.ogg! };
    return null;
  } finally {
    await handle.close();
  }
}

export function needsRemux(probe: { container: TAudioContainer; headerDurationMs: number | null }): boolean {
  return probe.container in REMUXABLE && probe.headerDurationMs === null;
}

/** Reads only the container's header (no decoding): its stated duration, or null when it states none. */
export async function readHeaderDuration(file: string, priority: TSlotPriority): Promise<number | null> {
  const run = await runFfmpeg([...userInput(file), "-map", "0:a:0", "-t", "0", "-f", "null", "-"], { timeoutMs: 30_000, priority });
  return run.code === 0 ? headerDurationMs(run.stderr) : null;
}

/**
 * Copies the audio packets of `input` into `output`, a file of the same container with its duration and
 * cues (ffmpeg's muxers write both to a file they can seek in). With `verify`, also checks that the new
 * header states a duration: the stored-originals pass does; ingest, in a hurry, trusts the muxer, and
 * reads no more than `maxMs` of an upload. Returns the new file's size.
 */
export async function remuxForSeeking(
  input: string,
  output: string,
  container: TAudioContainer,
  { priority, verify, maxMs }: { priority: TSlotPriority; verify: boolean; maxMs?: number },
): Promise<number> {
  const muxer = REMUXABLE[container];
  if (!muxer) throw new Error(`A ${container} original is not remuxed.`);
  const run = await runFfmpeg(["-y", ...userInput(input, { maxMs }), "-map", "0:a:0", "-c", "copy", "-f", muxer, output], { timeoutMs: 60_000, priority });
  if (run.code !== 0) throw new Error(`ffmpeg could not remux the original (exit ${run.code}): ${run.stderr.split("\n").slice(-3).join(" ")}`);
  if (verify && (await readHeaderDuration(output, priority)) === null) throw new Error("The remuxed original still states no duration.");
  return (await stat(output)).size;
}

/** The MD5 of the audio packets' bytes, in order: a stream copy must leave it unchanged whatever the container around them. */
export async function audioPacketsHash(file: string, priority: TSlotPriority): Promise<string> {
  const run = await runFfmpeg([...userInput(file), "-map", "0:a:0", "-c", "copy", "-f", "hash", "-hash", "md5", "-"], { timeoutMs: 60_000, priority });
  const hash = /^MD5=([0-9a-f]{32})$/m.exec(run.stdout)?.[1];
  if (run.code !== 0 || !hash) throw new Error(`ffmpeg could not read the audio packets (exit ${run.code}).`);
  return hash;
}
