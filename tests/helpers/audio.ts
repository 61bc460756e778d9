// Real audio files for tests, made by the same ffmpeg the app uses: a speech-like tone of a known length.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { localInput, runFfmpeg, userInput } from "@/lib/audio/ffmpeg";

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

/** How a party's take of real speech is made: its level, the room before and after it, hum, clipping. */
export type TSpeechTake = {
  /** Gain on espeak-ng's own level (about -20 LUFS): -26 is a whisper far from the phone, +12 a shout clipped. */
  gainDb: number;
  leadSeconds?: number;
  tailSeconds?: number;
  /** A 50 Hz hum this many dB under full scale, all through the take. */
  humDb?: number;
  /** Hard-clip at full scale after the gain (a phone's input overloaded). */
  clip?: boolean;
  format?: TToneFormat;
  sentence?: string;
};

export const SPEECH_SENTENCE = "Congratulations to the happy couple. We wish you a long and joyful life together, full of music and laughter.";

/** Real speech from Debian's espeak-ng, as WAV: the words every speech take is made of. */
export async function speakWav(sentence = SPEECH_SENTENCE): Promise<string> {
  const file = path.join(dir, `speech-${Math.random().toString(36).slice(2)}.wav`);
  await runFile("espeak-ng", ["-w", file, sentence]).catch((error: { stderr?: string }) => {
    throw new Error(`espeak-ng could not speak (apt-get install espeak-ng): ${String(error.stderr ?? error)}`);
  });
  return file;
}

/** A take of real speech with room before and after, at the level asked, as a phone might send it. */
export async function makeSpeechTake(take: TSpeechTake): Promise<{ file: string; speech: string }> {
  const speech = await speakWav(take.sentence);
  const lead = take.leadSeconds ?? 2;
  const tail = take.tailSeconds ?? 2;
  const format = take.format ?? "webm";
  const file = path.join(dir, `speech-take-${Math.random().toString(36).slice(2)}.${format}`);
  const shaped = `[0:a]aresample=48000,adelay=${Math.round(lead * 1000)},apad=pad_dur=${tail},volume=${take.gainDb}dB${take.clip ? ",alimiter=limit=1:level=false,volume=3dB,aformat=sample_fmts=s16" : ""}`;
  const hum = take.humDb === undefined ? "" : `;[1:a]volume=${take.humDb}dB[hum];[voice][hum]amix=inputs=2:duration=first:normalize=0`;
  const graph = `${shaped}${hum ? "[voice]" : ""}${hum}[out]`;
  const run = await runFfmpeg([
    ...localInput(speech, ["wav"], "wav"),
    ...(take.humDb === undefined ? [] : ["-f", "lavfi", "-i", "sine=frequency=50:sample_rate=48000:duration=600"]),
    "-filter_complex",
    graph,
    "-map",
    "[out]",
    "-ac",
    "1",
    ...CODECS[format],
    "-y",
    file,
  ]);
  if (run.code !== 0) throw new Error(`ffmpeg could not make a speech take: ${run.stderr.slice(-800)}`);
  return { file, speech };
}

/** ffmpeg's EBU R128 meter on a file: integrated loudness (LUFS) and true peak (dBTP). */
export async function measureLoudness(file: string): Promise<{ lufs: number; truePeak: number; durationMs: number }> {
  const run = await runFfmpeg([...userInput(file), "-map", "0:a:0", "-af", "ebur128=peak=true:framelog=verbose", "-f", "null", "-progress", "pipe:1", "-"]);
  if (run.code !== 0) throw new Error(`ffmpeg could not measure ${file}: ${run.stderr.slice(-500)}`);
  const summary = run.stderr.slice(run.stderr.lastIndexOf("Summary:"));
  const lufs = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeak = Number(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  const times = [...run.stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  return { lufs, truePeak, durationMs: Math.round((times.at(-1) ?? 0) / 1000) };
}

/** Where the sound in a file starts and ends (seconds): the 50 ms frames within 30 dB of its loudest, below 80 Hz left out. */
export async function soundSpan(file: string): Promise<{ start: number; end: number }> {
  const pcm = path.join(dir, `span-${Math.random().toString(36).slice(2)}.raw`);
  const run = await runFfmpeg([...userInput(file), "-map", "0:a:0", "-af", "highpass=f=80,highpass=f=80", "-ac", "1", "-ar", "8000", "-f", "f32le", "-y", pcm]);
  if (run.code !== 0) throw new Error(`ffmpeg could not decode ${file}: ${run.stderr.slice(-500)}`);
  const bytes = await readFile(pcm);
  const frame = 400;
  const levels: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += frame * 4) {
    let sum = 0;
    let count = 0;
    for (let i = offset; i + 4 <= Math.min(bytes.length, offset + frame * 4); i += 4, count++) sum += bytes.readFloatLE(i) ** 2;
    levels.push(10 * Math.log10(sum / Math.max(1, count) + 1e-12));
  }
  const loudest = Math.max(...levels);
  const first = levels.findIndex((level) => level > loudest - 30);
  const last = levels.length - 1 - [...levels].reverse().findIndex((level) => level > loudest - 30);
  return { start: first * 0.05, end: (last + 1) * 0.05 };
}

/** What an ffmpeg run's process `pid` must show: no environment, no core files, `cpuSeconds` of CPU at most. */
export function expectLimitedRun(pid: string, cpuSeconds: number): void {
  // The test's own environment holds PATH, HOME and more; a server's holds its secrets.
  expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean)).toEqual([]);
  const limits = readFileSync(`/proc/${pid}/limits`, "utf8");
  expect(limits).toMatch(new RegExp(`^Max cpu time\\s+${cpuSeconds}\\s+${cpuSeconds}\\s+seconds`, "m"));
  expect(limits).toMatch(/^Max core file size\s+0\s+0\s+bytes/m);
}
