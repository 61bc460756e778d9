// The one place that runs ffmpeg, which reads bytes anyone can upload. Each run:
// - opens every input only as a local file and only with the demuxers of the containers we accept
//   (`userInput`), so a playlist or manifest disguised as audio (HLS, DASH, ffconcat) is refused before
//   it can open a URL or a file it names; a run whose input lacks these allow-lists is a programming error;
// - gets an empty environment (no database URL, session secret, Stripe or S3 keys for a decoder bug to
//   read), no stdin, one thread per decoder and filter graph, no core files, and a CPU-time limit of as
//   many seconds as its wall-clock limit, after which it is killed;
// - waits for one of this instance's media slots (lib/concurrency/media-slots.ts); a background run (a
//   stitch's) also runs at a lower CPU priority (nice 10), so that when an upload's or an MP3's ffmpeg
//   starts beside it, or other programs share the machine, the operating system serves those first; and
//   while an upload's or an MP3's run waits for a slot, the pool pauses a background run (SIGSTOP, then
//   SIGCONT when slots free; its wall-clock limit stops counting meanwhile) and hands its slot over.
// - runs in a box (lib/audio/ffmpeg-sandbox.ts: bubblewrap where installed) that sees only the folders of
//   its own input and output files: no network, no project folder, no `.data`, no other process.
// Where bubblewrap, a C compiler and Landlock are at hand, a run whose files are in the temporary folder
// is forked from one ffmpeg started in the box (media-server.ts): the same limits, confined by Landlock
// to its own folders, without the 60 ms of dynamic linking a fresh ffmpeg costs. Otherwise:
// the CPU and core limits are set by `/bin/sh -c 'ulimit ...; exec "$@"'` with a fixed script: ffmpeg's
// path and arguments travel as the shell's positional parameters and are never parsed by it. (Node cannot
// set a child's rlimits, and `prlimit` is Linux-only and missing from some images.) The run is a process
// group of its own (the box's processes with it), so pausing and killing reach ffmpeg inside the box.
import "server-only";
import { type TSlotHold, withMediaSlot } from "@/lib/concurrency/media-slots";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { ffmpegRuntime, type TFfmpegRuntime } from "./ffmpeg-binary";
import { bwrapArgs, runFolders, type TRunFolders } from "./ffmpeg-sandbox";
import { runInMediaServer, servable } from "./media-server";
import { startGroup, type TGroupHandlers, type TGroupRun } from "@/lib/process/spawner";

/** ffmpeg's demuxers for the containers we accept (probe.ts maps each to its stored type). */
export const AUDIO_DEMUXERS = ["matroska,webm", "mov,mp4,m4a,3gp,3g2,mj2", "ogg", "mp3", "wav", "amr", "aac"] as const;
export type TAudioDemuxer = (typeof AUDIO_DEMUXERS)[number];

/**
 * The arguments that open `file` as a local file holding audio in one of AUDIO_DEMUXERS, and nothing else.
 * With `maxMs`, ffmpeg reads no more than that much of it (an upload: the longest take its caller may send).
 */
export function userInput(file: string, opts: { maxMs?: number } = {}): string[] {
  return localInput(file, AUDIO_DEMUXERS, undefined, opts.maxMs);
}

/** The arguments that open `file` as a local file with one of `demuxers` (`format` forces one of them), read up to `maxMs` when given. */
export function localInput(file: string, demuxers: readonly string[], format?: string, maxMs?: number): string[] {
  const limit = maxMs === undefined ? [] : ["-t", (maxMs / 1000).toFixed(3)];
  return ["-protocol_whitelist", "file", "-format_whitelist", demuxers.join(","), "-threads", "1", ...limit, ...(format ? ["-f", format] : []), "-i", file];
}

// Inputs ffmpeg makes itself (tests' and benchmarks' tones) are the only ones without allow-lists.
function checkInputs(args: readonly string[]): void {
  let groupStart = 0;
  args.forEach((arg, index) => {
    if (arg !== "-i") return;
    const options = args.slice(groupStart, index);
    const generated = options.some((option, i) => option === "-f" && options[i + 1] === "lavfi");
    if (!generated && !(options.includes("-protocol_whitelist") && options.includes("-format_whitelist"))) {
      throw new Error(`ffmpeg input ${args[index + 1]} has no protocol and format allow-list: open it with userInput() or localInput().`);
    }
    groupStart = index + 2;
  });
}

// Nothing from the server's environment; ffmpeg needs none of it (its path is absolute).
const NO_ENVIRONMENT = {} as NodeJS.ProcessEnv;
// The shell would export the PWD it sets itself; ffmpeg gets nothing.
// The niceness is set by the shell before it execs, so the box's ffmpeg inherits it (renicing the
// shell's pid afterwards would miss a process bwrap has already forked).
const LIMITS_SCRIPT = 'unset PWD OLDPWD; ulimit -c 0 && ulimit -t "$1" && n="$2" && shift 2 && exec nice -n "$n" "$@"';
const DEFAULT_TIMEOUT_MS = 120_000;
/** The niceness of background runs: below every foreground run, but not idle-only (it still progresses on a busy machine). */
const BACKGROUND_NICE = 10;

/** `timedOut`: killed at the wall-clock limit; `stopped`: killed because `stopWhen` said so. */
export type TFfmpegRun = { code: number; stderr: string; stdout: string; timedOut: boolean; stopped: boolean };

export type TFfmpegOptions = {
  /** Wall-clock limit; the CPU-time limit is the same number of seconds. */
  timeoutMs?: number;
  /** "request": someone waits for the answer, so a long wait for a slot is a 503; "background" waits its turn. */
  priority?: TSlotPriority;
  /** Called with the output time (ms) as it goes; the arguments must include `-progress pipe:1`. */
  onOutTimeMs?: (ms: number) => void;
  /** Read with ffmpeg's log so far each time it grows: true kills the run at once (its result says `stopped`). */
  stopWhen?: (stderr: string) => boolean;
};

/** Runs ffmpeg with the given arguments; never throws for a non-zero exit (the caller reads `code`). */
export async function runFfmpeg(args: string[], opts: TFfmpegOptions = {}): Promise<TFfmpegRun> {
  checkInputs(args);
  const runtime = ffmpegRuntime();
  const folders = runtime.sandbox.kind === "bwrap" ? runFolders(args) : null;
  const ffmpegArgs = ["-hide_banner", "-nostdin", "-filter_threads", "1", "-filter_complex_threads", "1", ...args];
  return inMediaSlot(command(runtime, runtime.path, folders), ffmpegArgs, opts, folders && servable(folders) ? { runtime, folders } : undefined);
}

/**
 * Runs another media program (`program`, an absolute path: the polish's `lame`) with ffmpeg's media slot,
 * limits, niceness and empty environment, and no standard input, but outside the box: it must read only
 * files this app wrote itself (lame reads raw PCM that the polish's thread wrote: no container, no header,
 * nothing of the upload's structure to parse), because the box is what keeps a decoder bug from a hostile
 * file. The box's setup costs about 6 ms of CPU a run (docs/decisions/voice-polish.md). The absolute paths
 * in `args` must still lie in working folders of their own, as ffmpeg's must.
 */
export async function runLimited(program: string, args: string[], opts: Omit<TFfmpegOptions, "onOutTimeMs">): Promise<TFfmpegRun> {
  runFolders(args);
  return inMediaSlot([program], args, opts);
}

/** An ffmpeg run the media server may take instead of a fresh ffmpeg (its folders are all in the temporary folder). */
type TServable = { runtime: TFfmpegRuntime; folders: TRunFolders };

/** Runs `binary` (with its box's arguments, if any) in one of the media slots; a background run niced and pausable. */
function inMediaSlot(binary: string[], args: string[], opts: TFfmpegOptions, served?: TServable): Promise<TFfmpegRun> {
  const priority = opts.priority ?? "background";
  return withMediaSlot(priority, (hold) => spawnLimited(binary, args, opts, priority === "background" ? { nice: BACKGROUND_NICE, hold } : undefined, served));
}

/**
 * Starts the run: in the media server when `served` and it has one, else as a program of its own through
 * the limits' shell. Signals asked for before the run has started reach it once it has.
 */
function startRun(binary: string[], args: string[], cpuSeconds: string, niceness: string, handlers: TGroupHandlers, served?: TServable): TGroupRun {
  const afresh = () => startGroup("/bin/sh", ["-c", LIMITS_SCRIPT, "ffmpeg", cpuSeconds, niceness, ...binary, ...args], NO_ENVIRONMENT, handlers);
  if (!served) return afresh();
  let current: TGroupRun;
  const early: NodeJS.Signals[] = [];
  const started = runInMediaServer(
    served.runtime,
    served.folders,
    args,
    { cpuSeconds: Number(cpuSeconds), niceness: Number(niceness) },
    {
      ...handlers,
      unavailable() {
        current = afresh();
        for (const name of early.splice(0)) current.signal(name);
      },
    },
  );
  current = started;
  return {
    signal(name) {
      // Until the server has said whether it takes the run, a signal goes to both ways: the one not taken ignores it.
      started.signal(name);
      if (current !== started) current.signal(name);
      else early.push(name);
    },
  };
}

/** The program itself, or bwrap with the box's arguments followed by the program. */
function command(runtime: TFfmpegRuntime, program: string, folders: ReturnType<typeof runFolders> | null): string[] {
  if (runtime.sandbox.kind !== "bwrap" || !folders) return [program];
  // bwrap sets PWD for the command it starts; `env -i` leaves the program with no environment at all, as unboxed.
  return [runtime.sandbox.bwrap, ...bwrapArgs(program, folders), "/usr/bin/env", "-i", program];
}

function spawnLimited(
  binary: string[],
  args: string[],
  { timeoutMs = DEFAULT_TIMEOUT_MS, onOutTimeMs, stopWhen }: TFfmpegOptions,
  background: { nice: number; hold: TSlotHold } | undefined,
  served?: TServable,
): Promise<TFfmpegRun> {
  const cpuSeconds = String(Math.max(1, Math.ceil(timeoutMs / 1000)));
  return new Promise((resolve, reject) => {
    const niceness = background ? String(background.nice) : "0";
    let stdout = "";
    let stderr = "";
    let pending = "";
    let timedOut = false;
    let stopped = false;
    const child = startRun(
      binary,
      args,
      cpuSeconds,
      niceness,
      {
        stdout(text) {
          // Keep only the tail: a broken input can make ffmpeg print one line per packet.
          stdout = (stdout + text).slice(-64_000);
          if (!onOutTimeMs) return;
          const lines = (pending + text).split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines) {
            const match = /^out_time_us=(\d+)$/.exec(line.trim());
            if (match) onOutTimeMs(Math.round(Number(match[1]) / 1000));
          }
        },
        stderr(text) {
          stderr = (stderr + text).slice(-16_000);
          if (!stopped && stopWhen?.(stderr)) {
            stopped = true;
            signal("SIGKILL");
          }
        },
        error(error) {
          finish();
          reject(error);
        },
        close(code) {
          finish();
          resolve({ code: code ?? 1, stderr, stdout, timedOut, stopped });
        },
      },
      served,
    );
    const signal = (name: NodeJS.Signals) => child.signal(name);
    // The wall-clock limit counts only while the run is not paused.
    let leftMs = timeoutMs;
    let startedAt = Date.now();
    const kill = () => {
      timedOut = true;
      signal("SIGKILL");
    };
    let timer: NodeJS.Timeout | undefined = setTimeout(kill, leftMs);
    const finish = () => {
      clearTimeout(timer);
      background?.hold.setPausable(undefined);
    };
    background?.hold.setPausable({
      pause() {
        clearTimeout(timer);
        timer = undefined;
        leftMs -= Date.now() - startedAt;
        signal("SIGSTOP");
      },
      resume() {
        signal("SIGCONT");
        startedAt = Date.now();
        timer = setTimeout(kill, Math.max(0, leftMs));
      },
    });
  });
}
