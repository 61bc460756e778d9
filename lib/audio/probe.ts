// Checks uploaded bytes by content: ffmpeg must decode them as audio, whatever their name or declared
// type. Decoding the whole stream also gives the true duration, which a browser's WebM does not record.
// Given the caller's limit, the run reads no further than that limit (plus READ_MARGIN_MS), so a take of
// hours costs no more than the longest one accepted; a header that states more than the limit stops it
// at once; and either way the take is refused as too long, naming the limit.
import "server-only";
import { ApiError, serverBusy } from "@/lib/http/errors";
import { runFfmpeg, userInput, type TAudioDemuxer } from "./ffmpeg";
import { tooLongMessage } from "./limits";
import type { TAudioContainer } from "./containers";
import { headerDurationMs } from "./seekable";
import { analysisOutput } from "./polish";
import { mp3Output } from "./transcode";

export const AUDIO_CONTENT_TYPES: Record<TAudioContainer, string> = {
  webm: "audio/webm",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  // Phones' voice-memo apps: AMR in 3GP (older Android), raw AMR, raw ADTS AAC. Browsers mostly play
  // none of the AMR ones, so players fall back to the MP3 (their type is not "audio/mp4").
  "3gp": "audio/3gpp",
  amr: "audio/amr",
  aac: "audio/aac",
};

/** The file extension for a stored original's content type (the inverse of AUDIO_CONTENT_TYPES). */
export function audioExtension(contentType: string): TAudioContainer | null {
  const match = Object.entries(AUDIO_CONTENT_TYPES).find(([, type]) => type === contentType);
  return match ? (match[0] as TAudioContainer) : null;
}

export type TAudioProbe = {
  durationMs: number;
  container: TAudioContainer;
  contentType: string;
  codec: string;
  /** What the container's header states, null when nothing (a browser's streamed WebM): see seekable.ts. */
  headerDurationMs: number | null;
};

export const NOT_AUDIO_MESSAGE = "This file is not a recording we can play. Please record your message again.";

// ffmpeg's demuxer names, as printed in "Input #0, <names>, from"; ffmpeg opens an upload with no other.
const CONTAINERS: Record<TAudioDemuxer, TAudioContainer> = {
  "matroska,webm": "webm",
  "mov,mp4,m4a,3gp,3g2,mj2": "m4a",
  ogg: "ogg",
  mp3: "mp3",
  wav: "wav",
  amr: "amr",
  aac: "aac",
};

export class AudioRejectedError extends ApiError {
  constructor(message = NOT_AUDIO_MESSAGE) {
    super("UNSUPPORTED_MEDIA_TYPE", message);
    this.name = "AudioRejectedError";
  }
}

/** The longest take a caller accepts: `maxSeconds`, and up to `toleranceMs` over it (a recorder stops late). */
export type TDurationLimit = { maxSeconds: number; toleranceMs: number };

/** How far past the limit a run reads, so that a take just over it is measured as over it. */
const READ_MARGIN_MS = 1_000;
/** A run that outlasts this gives up (the machine is swamped: the read itself is bounded by the limit). */
const PROBE_TIMEOUT_MS = 60_000;
// Containers whose stated duration is believed enough to refuse on: a WAV's may come from a placeholder
// size a recorder never filled in, and ffmpeg guesses an MP3's from its first bitrate when it has no index.
const STATED_DURATION_BELIEVED: readonly TAudioContainer[] = ["webm", "ogg", "m4a", "mp3"];

export class AudioTooLongError extends ApiError {
  constructor(limit: TDurationLimit, durationMs: number) {
    super("UNPROCESSABLE", tooLongMessage(limit.maxSeconds), { maxSeconds: limit.maxSeconds, durationMs });
    this.name = "AudioTooLongError";
  }
}

const longestAcceptedMs = (limit: TDurationLimit) => limit.maxSeconds * 1000 + limit.toleranceMs;

/** The duration the input's header states, when ffmpeg's summary of it has appeared and it is believed. */
function believedHeaderDurationMs(stderr: string): number | null {
  const container = containerOf(stderr);
  if (!container || !STATED_DURATION_BELIEVED.includes(container)) return null;
  if (/Estimating duration from bitrate/.test(stderr)) return null;
  return headerDurationMs(stderr);
}

function containerOf(stderr: string): TAudioContainer | null {
  const names = /Input #0, ([^\n]+?), from /.exec(stderr)?.[1];
  return names && Object.hasOwn(CONTAINERS, names) ? CONTAINERS[names as TAudioDemuxer] : null;
}

/** A real video track (not an MP3's cover picture) means this is not a voice recording. */
function hasVideo(stderr: string): boolean {
  return stderr.split("\n").some((line) => /Stream #0:\d+.*: Video:/.test(line) && !line.includes("(attached pic)"));
}

function lastOutTimeMs(progress: string): number {
  const values = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  return values.length ? Math.round(values[values.length - 1] / 1000) : 0;
}

/**
 * Decodes the whole take (it must be audio we can play) and measures it; with `limit`, reads no more of it
 * than that allows and throws AudioTooLongError (422) for a take past it. The same run can also write, so
 * that no second ffmpeg process decodes the take again:
 * - `copyTo`: the audio packets copied into a file of that muxer (duration and cues written: seekable.ts),
 *   so a recorder's streamed take is made seekable;
 * - `mp3To`: the take's MP3 (transcode.ts), from the samples this run decodes anyway. ffmpeg reports the
 *   longest output's end, so the measure may then include the MP3's padding (at most one 26 ms frame);
 * - `polishTo`: the highpassed take as float WAV, for its polished MP3 (polish.ts).
 */
export async function probeAudio(
  filePath: string,
  opts: { limit?: TDurationLimit; copyTo?: { path: string; muxer: string }; mp3To?: string; polishTo?: string } = {},
): Promise<TAudioProbe> {
  const { limit } = opts;
  const copy = opts.copyTo ? ["-map", "0:a:0", "-c", "copy", "-f", opts.copyTo.muxer, opts.copyTo.path] : [];
  const mp3 = opts.mp3To ? mp3Output(opts.mp3To) : [];
  const polish = opts.polishTo ? analysisOutput(opts.polishTo) : [];
  const outputs = [...copy, ...mp3, ...polish];
  const input = userInput(filePath, { maxMs: limit ? longestAcceptedMs(limit) + READ_MARGIN_MS : undefined });
  const statesTooLong = (stderr: string) => limit !== undefined && (believedHeaderDurationMs(stderr) ?? 0) > longestAcceptedMs(limit);
  const run = await runFfmpeg(
    [...(outputs.length ? ["-y"] : []), ...input, ...outputs, "-map", "0:a:0", "-vn", "-f", "null", "-progress", "pipe:1", "-nostats", "-"],
    {
      timeoutMs: PROBE_TIMEOUT_MS,
      priority: "request",
      stopWhen: limit ? statesTooLong : undefined,
    },
  );
  if (limit && run.stopped) throw new AudioTooLongError(limit, believedHeaderDurationMs(run.stderr) ?? 0);
  if (run.timedOut) {
    console.error(`[echobook] ffmpeg gave up measuring an upload after ${PROBE_TIMEOUT_MS / 1000} s`);
    throw serverBusy(5);
  }
  const codec = /Stream #0:\d+[^:]*: Audio: (\w+)/.exec(run.stderr)?.[1] ?? "";
  const demuxed = containerOf(run.stderr);
  const container = demuxed === "m4a" && codec.startsWith("amr") ? "3gp" : demuxed;
  const durationMs = lastOutTimeMs(run.stdout);
  if (run.code !== 0 || !container || !codec || hasVideo(run.stderr) || durationMs < 100) {
    throw new AudioRejectedError();
  }
  // A take that reached the read's end (or ended a moment past the limit) is over it: its true length is
  // at least what was read.
  if (limit && durationMs > longestAcceptedMs(limit)) throw new AudioTooLongError(limit, durationMs);
  return { durationMs, container, contentType: AUDIO_CONTENT_TYPES[container], codec, headerDurationMs: headerDurationMs(run.stderr) };
}
