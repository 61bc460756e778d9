// Real audio files for tests, made by the same ffmpeg the app uses: a speech-like tone of a known length.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runFfmpeg, userInput } from "@/lib/audio/ffmpeg";

/** Browsers' recorders' formats, and phones' voice-memo apps' (AMR in 3GP, raw AMR, ADTS AAC). */
export type TToneFormat = "webm" | "m4a" | "ogg" | "mp3" | "wav" | "3gp" | "amr" | "aac";

const CODECS: Record<TToneFormat, string[]> = {
  webm: ["-c:a", "libopus", "-b:a", "48k", "-f", "webm"],
  m4a: ["-c:a", "aac", "-b:a", "64k", "-f", "mp4"],
  ogg: ["-c:a", "libopus", "-b:a", "48k", "-f", "ogg"],
  mp3: ["-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"],
  wav: ["-c:a", "pcm_s16le", "-f", "wav"],
  // AMR-NB is narrowband: 8 kHz only.
  "3gp": ["-ar", "8000", "-c:a", "libopencore_amrnb", "-b:a", "12.2k", "-f", "3gp"],
  amr: ["-ar", "8000", "-c:a", "libopencore_amrnb", "-b:a", "12.2k", "-f", "amr"],
  aac: ["-c:a", "aac", "-b:a", "64k", "-f", "adts"],
};

const dir = mkdtempSync(path.join(os.tmpdir(), "echobook-test-audio-"));

/** A path for a test's own file, in this run's working folder (ffmpeg's box opens no loose temp files). */
export function testAudioPath(name: string): string {
  return path.join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
}

// Debian's ffmpeg decodes AMR but has no AMR encoder; the 2018 build npm ships has one. It only encodes the
// tests' own generated tones here, never a file from outside.
const AMR_FORMATS: readonly TToneFormat[] = ["3gp", "amr"];
const runFile = promisify(execFile);

/** Writes a mono 44.1 kHz tone of `seconds` in `format` and returns its path. */
export async function makeTone(seconds: number, format: TToneFormat = "webm"): Promise<string> {
  const file = path.join(dir, `tone-${seconds}-${Math.random().toString(36).slice(2)}.${format}`);
  const args = ["-f", "lavfi", "-i", `sine=frequency=330:sample_rate=44100:duration=${seconds}`, "-ac", "1", ...CODECS[format], "-y", file];
  if (AMR_FORMATS.includes(format)) {
    const bundled = (createRequire(__filename)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
    await runFile(bundled, ["-hide_banner", "-nostdin", ...args], { env: {} as NodeJS.ProcessEnv }).catch((error: { stderr?: string }) => {
      throw new Error(`ffmpeg could not make a test tone: ${String(error.stderr).slice(-500)}`);
    });
    return file;
  }
  const run = await runFfmpeg(args);
  if (run.code !== 0) throw new Error(`ffmpeg could not make a test tone: ${run.stderr.slice(-500)}`);
  return file;
}

/**
 * A take as a browser's recorder writes it: Opus in a WebM written as a stream (through a pipe, as
 * MediaRecorder does), so its header has no duration and it has no cues.
 */
export async function makeHeaderlessTake(seconds: number): Promise<string> {
  const file = path.join(dir, `take-${seconds}-${Math.random().toString(36).slice(2)}.webm`);
  const run = await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=330:sample_rate=48000:duration=${seconds}`,
    "-ac",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "48k",
    "-live",
    "1",
    "-f",
    "webm",
    "-y",
    file,
  ]);
  if (run.code !== 0) throw new Error(`ffmpeg could not make a test take: ${run.stderr.slice(-500)}`);
  return file;
}

/**
 * A long Opus take made in a second: a minute of tone at a low bitrate, its packets repeated to `minutes`
 * (two hours: about 4.5 MB). "ogg" states its duration in its header; "live-webm" states none, as a
 * browser's recorder writes it, so only reading it tells how long it is.
 */
export async function makeLongOpusTake(minutes: number, kind: "ogg" | "live-webm"): Promise<string> {
  const minute = path.join(dir, `minute-${Math.random().toString(36).slice(2)}.ogg`);
  const made = await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:sample_rate=48000:duration=60",
    "-ac",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "6k",
    "-f",
    "ogg",
    "-y",
    minute,
  ]);
  if (made.code !== 0) throw new Error(`ffmpeg could not make a minute of tone: ${made.stderr.slice(-500)}`);
  const file = path.join(dir, `long-${minutes}-${Math.random().toString(36).slice(2)}.${kind === "ogg" ? "ogg" : "webm"}`);
  const muxer = kind === "ogg" ? ["-f", "ogg"] : ["-live", "1", "-f", "webm"];
  const run = await runFfmpeg(["-stream_loop", String(minutes - 1), ...userInput(minute), "-c", "copy", ...muxer, "-y", file], { timeoutMs: 60_000 });
  if (run.code !== 0) throw new Error(`ffmpeg could not make a long take: ${run.stderr.slice(-500)}`);
  return file;
}

/** The SHA-256 of the audio decoded to 16-bit PCM: the same for two files holding the same audio. */
export async function decodedPcmHash(file: string): Promise<string> {
  const pcm = path.join(dir, `pcm-${Math.random().toString(36).slice(2)}.raw`);
  const run = await runFfmpeg([...userInput(file), "-map", "0:a:0", "-f", "s16le", "-ac", "1", "-y", pcm]);
  if (run.code !== 0) throw new Error(`ffmpeg could not decode ${file}: ${run.stderr.slice(-500)}`);
  return createHash("sha256")
    .update(await readFile(pcm))
    .digest("hex");
}

export async function makeToneBytes(seconds: number, format: TToneFormat = "webm"): Promise<Buffer> {
  return readFile(await makeTone(seconds, format));
}

/** A short video with no audio track at all, and one with both, for "not a voice recording" cases. */
export async function makeVideo(withAudio: boolean): Promise<string> {
  const file = path.join(dir, `video-${withAudio}-${Math.random().toString(36).slice(2)}.webm`);
  const audio = withAudio ? ["-f", "lavfi", "-i", "sine=duration=2"] : [];
  const run = await runFfmpeg([
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=64x64:rate=10:duration=2",
    ...audio,
    "-c:v",
    "libvpx",
    ...(withAudio ? ["-c:a", "libopus"] : []),
    "-shortest",
    "-y",
    file,
  ]);
  if (run.code !== 0) throw new Error(`ffmpeg could not make a test video: ${run.stderr.slice(-500)}`);
  return file;
}
