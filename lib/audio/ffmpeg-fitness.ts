// Whether the ffmpeg this instance runs is fit to decode strangers' files: new enough (the 4.1 build that
// npm ships dates from 2018, without the decoder fixes since) and in a box (ffmpeg-sandbox.ts). A
// deployment (production, APP_URL not on this machine) refuses to start otherwise, unless told on purpose;
// a local setup only says so. /api/health and the start-up line both name what runs.
import "server-only";
import { getEnv, type TEnv } from "@/lib/env";
import { isLocalSetup } from "@/lib/local-setup";
import { ffmpegRuntime, type TFfmpegRuntime } from "./ffmpeg-binary";
import { mediaServerStatus } from "./media-server";

/** ffmpeg 5.1 (Debian 12's): libavformat 59.27. */
export const MIN_LIBAVFORMAT: [number, number, number] = [59, 27, 100];

export type TFfmpegStatus = {
  version: string | null;
  source: TFfmpegRuntime["source"];
  boxed: boolean;
  sandbox: "bwrap" | null;
  outdated: boolean;
  /** "forked": runs are forked from the media server (media-server.ts); "afresh": each starts ffmpeg (or the server has not started yet). */
  runs: "forked" | "afresh";
};

function outdated(libavformat: TFfmpegRuntime["libavformat"]): boolean {
  if (!libavformat) return true;
  for (let i = 0; i < 3; i += 1) if (libavformat[i] !== MIN_LIBAVFORMAT[i]) return libavformat[i] < MIN_LIBAVFORMAT[i];
  return false;
}

export function ffmpegStatus(runtime: TFfmpegRuntime = ffmpegRuntime()): TFfmpegStatus {
  const boxed = runtime.sandbox.kind === "bwrap";
  return {
    version: runtime.version,
    source: runtime.source,
    boxed,
    sandbox: boxed ? "bwrap" : null,
    outdated: outdated(runtime.libavformat),
    runs: mediaServerStatus().kind === "server" ? "forked" : "afresh",
  };
}

/** One line for the start-up log. */
export function describeFfmpeg(runtime: TFfmpegRuntime): string {
  const box = runtime.sandbox.kind === "bwrap" ? "boxed by bubblewrap" : `NOT boxed (${runtime.sandbox.reason})`;
  const age = outdated(runtime.libavformat) ? ", older than ffmpeg 5.1" : "";
  return `ffmpeg ${runtime.version ?? "of unknown version"} (${runtime.path}, from ${runtime.source}${age}), ${box}`;
}

/** Why a deployment must not start with this ffmpeg, each naming the setting that allows it on purpose; empty when fit. */
export function ffmpegRefusals(runtime: TFfmpegRuntime, env: Pick<TEnv, "NODE_ENV" | "APP_URL" | "FFMPEG_ALLOW_OLD" | "FFMPEG_SANDBOX">): string[] {
  if (env.NODE_ENV !== "production" || isLocalSetup(env)) return [];
  const problems: string[] = [];
  if (outdated(runtime.libavformat) && !env.FFMPEG_ALLOW_OLD) {
    problems.push(
      `ffmpeg ${runtime.version ?? "of unknown version"} (${runtime.path}) is older than 5.1 and decodes files from anyone: install a current ffmpeg (apt-get install ffmpeg, or FFMPEG_PATH=...), or set FFMPEG_ALLOW_OLD=true to run it on purpose.`,
    );
  }
  if (runtime.sandbox.kind !== "bwrap" && env.FFMPEG_SANDBOX !== "off") {
    problems.push(
      `ffmpeg would run without a sandbox (${runtime.sandbox.reason}): install bubblewrap (apt-get install bubblewrap), or set FFMPEG_SANDBOX=off to run it unboxed on purpose.`,
    );
  }
  return problems;
}

/**
 * At a server's or worker's start: says which ffmpeg runs, and refuses (exits) a deployment whose ffmpeg is
 * old, unboxed or missing. A local setup without ffmpeg starts and says so (the first upload says it again).
 */
export function checkFfmpegAtStart(log: (line: string) => void = (line) => console.log(`[echobook] ${line}`)): void {
  const env = getEnv();
  let refusals: string[];
  try {
    const runtime = ffmpegRuntime();
    log(describeFfmpeg(runtime));
    refusals = ffmpegRefusals(runtime, env);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    log(`ffmpeg: ${problem}`);
    refusals = env.NODE_ENV === "production" && !isLocalSetup(env) ? [problem] : [];
  }
  if (refusals.length === 0) return;
  console.error(`Echobook cannot start:\n${refusals.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
