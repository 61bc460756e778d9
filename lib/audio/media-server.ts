// ffmpeg started once and forked for each run (media-server.c): a run then costs no dynamic linking of
// Debian's ffmpeg and its 215 libraries (about 60 ms of CPU a run, measured: 135 ms a boxed probe run
// started afresh, 76 ms forked; docs/decisions/voice-polish.md). Each run is still confined to its own
// folders (Landlock, inside the bubblewrap box: docs/SECURITY.md).
//
// - Built from media-server.c with the machine's C compiler (`cc`) into the data folder, once per source
//   version; started inside the box on the first run, with the system's temporary folder (where every
//   run's working folder is made) bound into it; stopped after IDLE_MS without a run.
// - Used only where ffmpeg is boxed by bubblewrap, `cc` and Landlock exist and the run's folders are
//   all in the temporary folder; otherwise, or while it cannot start, every run starts ffmpeg afresh as
//   before (runFfmpeg in ffmpeg.ts decides). FFMPEG_SERVER=off turns it off.
import "server-only";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";
import type { TFfmpegRuntime } from "./ffmpeg-binary";
import { bwrapArgs, type TRunFolders } from "./ffmpeg-sandbox";

const MAGIC = "echobook-media-1";
/** A server with no run for this long stops; the next run starts it again (about 0.2 s). */
const IDLE_MS = 5 * 60_000;
const START_TIMEOUT_MS = 15_000;
/** After a failed start, runs start ffmpeg afresh for this long before the server is tried again. */
const RETRY_AFTER_MS = 60_000;

export type TServedRun = { signal(name: NodeJS.Signals): void };

export type TServedHandlers = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The server could not take the run before it began (the caller starts ffmpeg afresh instead). */
  unavailable(error: Error): void;
  /** The run broke off after it began (the server stopped under it). */
  error(error: Error): void;
  close(code: number | null): void;
};

type TServer = { child: ChildProcess; socket: string; folder: string; runs: number; idle: NodeJS.Timeout | null };

type TState =
  | { kind: "off"; reason: string }
  | { kind: "idle" }
  | { kind: "starting"; ready: Promise<TServer | null> }
  | { kind: "running"; server: TServer }
  | { kind: "failed"; reason: string; at: number };

const holder = globalThis as typeof globalThis & { echobookMediaServer?: { state: TState } };

function shared() {
  holder.echobookMediaServer ??= { state: { kind: "idle" } };
  return holder.echobookMediaServer;
}

let tmpRoot: string | undefined;

/** The system's temporary folder (real path, looked up once): every run the server takes has its files in folders inside it. */
function mediaServerRoot(): string {
  tmpRoot ??= realpathSync(os.tmpdir());
  return tmpRoot;
}

/** Whether a run with these folders may go to the server (all of them inside mediaServerRoot). */
export function servable(folders: TRunFolders): boolean {
  const root = mediaServerRoot() + path.sep;
  const all = [...folders.read, ...folders.write];
  return all.length > 0 && all.every((dir) => dir.startsWith(root));
}

function findCompiler(searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && path.isAbsolute(dir) && existsSync(path.join(dir, "cc"))) return path.join(dir, "cc");
  }
  return null;
}

/** Builds media-server.c into the data folder (once per version of the source); the library's path. */
async function buildLibrary(): Promise<string> {
  const env = getEnv();
  const source = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "audio", "media-server.c");
  const text = readFileSync(source);
  const version = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const dir = path.join(env.dataDir, "native");
  const library = path.join(dir, `media-server-${version}.so`);
  if (existsSync(library)) return library;
  const compiler = findCompiler(env.PATH);
  if (!compiler) throw new Error("no C compiler (cc) to build it: apt-get install gcc");
  mkdirSync(dir, { recursive: true });
  const building = `${library}.${process.pid}.tmp`;
  await new Promise<void>((resolve, reject) =>
    execFile(
      compiler,
      ["-O2", "-shared", "-fPIC", "-o", building, source, "-ldl"],
      { env: { PATH: env.PATH } as unknown as NodeJS.ProcessEnv, timeout: 60_000 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`cc could not build it: ${String(stderr).trim().split("\n").slice(-2).join(" ") || error.message}`)) : resolve(),
    ),
  );
  // Another process may have built the same version meanwhile: the rename is atomic either way.
  renameSync(building, library);
  return library;
}

async function startServer(runtime: TFfmpegRuntime & { sandbox: { kind: "bwrap"; bwrap: string } }): Promise<TServer> {
  const library = await buildLibrary();
  const root = mediaServerRoot();
  const folder = mkdtempSync(path.join(root, "echobook-media-server-"));
  const socket = path.join(folder, "socket");
  // The library's folder (in the data folder, holding only built libraries) is bound read-only, where the box's ffmpeg loads it from.
  const box = bwrapArgs(runtime.path, { read: [path.dirname(library)], write: [root] });
  const child = spawn(
    runtime.sandbox.bwrap,
    [...box, "/usr/bin/env", "-i", "LD_BIND_NOW=1", `LD_PRELOAD=${library}`, `ECHOBOOK_MEDIA_SERVER=${socket}`, runtime.path],
    { env: {} as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  return new Promise((resolve, reject) => {
    let said = "";
    const timer = setTimeout(() => fail(new Error(`it did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
      reject(error);
    };
    child.on("error", fail);
    child.on("exit", (code, signal) => fail(new Error(`it stopped at its start (${signal ?? code}): ${said.trim().split("\n").slice(-2).join(" ")}`)));
    child.stderr!.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2_000)));
    child.stdout!.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes("ready")) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.removeAllListeners("error");
      // It never keeps the app (or a test) alive by itself; bwrap ends it with the app (--die-with-parent).
      child.unref();
      (child.stdout as unknown as { unref(): void }).unref();
      (child.stderr as unknown as { unref(): void }).unref();
      child.stdout!.resume();
      resolve({ child, socket, folder, runs: 0, idle: null });
    });
  });
}

function stopServer(server: TServer): void {
  try {
    process.kill(-server.child.pid!, "SIGKILL");
  } catch {
    // Already gone.
  }
  rmSync(server.folder, { recursive: true, force: true });
}

/** The running server, started if need be; null when there is none to use (the run starts ffmpeg afresh). */
async function serverFor(runtime: TFfmpegRuntime): Promise<TServer | null> {
  const state = shared();
  if (state.state.kind === "running") return state.state.server;
  if (state.state.kind === "starting") return state.state.ready;
  if (state.state.kind === "off") return null;
  if (state.state.kind === "failed" && Date.now() - state.state.at < RETRY_AFTER_MS) return null;
  if (getEnv().FFMPEG_SERVER === "off") {
    state.state = { kind: "off", reason: "FFMPEG_SERVER=off" };
    return null;
  }
  const sandbox = runtime.sandbox;
  if (sandbox.kind !== "bwrap" || process.platform !== "linux") {
    state.state = { kind: "off", reason: "ffmpeg is not boxed by bubblewrap" };
    return null;
  }
  const ready = startServer({ ...runtime, sandbox }).then(
    (server) => {
      state.state = { kind: "running", server };
      server.child.on("exit", () => {
        if (state.state.kind === "running" && state.state.server === server) state.state = { kind: "idle" };
        rmSync(server.folder, { recursive: true, force: true });
      });
      console.log(`[echobook] ffmpeg runs are forked from one started ffmpeg (media server, ${server.socket})`);
      return server;
    },
    (error: Error) => {
      state.state = { kind: "failed", reason: error.message, at: Date.now() };
      console.error(`[echobook] the ffmpeg media server is not used (each run starts ffmpeg afresh): ${error.message}`);
      return null;
    },
  );
  state.state = { kind: "starting", ready };
  return ready;
}

/** The running server's socket (for the tests, which play a hostile run that calls it); null when none runs. */
export function mediaServerSocket(): string | null {
  const state = shared().state;
  return state.kind === "running" ? state.server.socket : null;
}

/** What runs ffmpeg here, for /api/health: "server" once it has started, else why not. */
export function mediaServerStatus(): { kind: "server" | "afresh"; reason: string | null } {
  const state = shared().state;
  if (state.kind === "running") return { kind: "server", reason: null };
  if (state.kind === "off" || state.kind === "failed") return { kind: "afresh", reason: state.reason };
  return { kind: "afresh", reason: state.kind === "starting" ? "starting" : "not started yet (it starts with the first run)" };
}

/** A run's request as the server reads it (media-server.c): `argv` with the program's name first. */
export function mediaServerRequest(cpuSeconds: number, niceness: number, folders: TRunFolders, argv: string[]): Buffer {
  const parts = [
    MAGIC,
    String(cpuSeconds),
    String(niceness),
    String(folders.read.length),
    ...folders.read,
    String(folders.write.length),
    ...folders.write,
    ...argv,
  ];
  for (const part of parts) if (part.includes("\0")) throw new Error("An ffmpeg argument holds a NUL byte.");
  const body = Buffer.from(parts.map((part) => `${part}\0`).join(""));
  const head = Buffer.alloc(4);
  head.writeUInt32LE(body.length);
  return Buffer.concat([head, body]);
}

const CONTROL: Partial<Record<NodeJS.Signals, string>> = { SIGKILL: "K", SIGTERM: "K", SIGSTOP: "S", SIGCONT: "C" };

/**
 * Runs ffmpeg (`args`, without the program's name) in the media server, confined to `folders`, with the
 * CPU-time limit and niceness given. Calls `unavailable` (and nothing else) when there is no server to
 * take it, so the caller can start ffmpeg afresh; otherwise as a started process would.
 */
export function runInMediaServer(
  runtime: TFfmpegRuntime,
  folders: TRunFolders,
  args: string[],
  limits: { cpuSeconds: number; niceness: number },
  handlers: TServedHandlers,
): TServedRun {
  const pending: string[] = [];
  let connection: net.Socket | null = null;
  let ended = false;
  const control = (byte: string) => {
    if (ended) return;
    if (connection) connection.write(byte);
    else pending.push(byte);
  };
  void serverFor(runtime).then((server) => {
    if (!server) return handlers.unavailable(new Error(mediaServerStatus().reason ?? "no media server"));
    server.runs += 1;
    if (server.idle) clearTimeout(server.idle);
    server.idle = null;
    const done = () => {
      if (ended) return false;
      ended = true;
      server.runs -= 1;
      if (server.runs === 0) {
        server.idle = setTimeout(() => {
          const state = shared();
          if (server.runs > 0 || state.state.kind !== "running" || state.state.server !== server) return;
          state.state = { kind: "idle" };
          stopServer(server);
        }, IDLE_MS);
        server.idle.unref();
      }
      return true;
    };
    let began = false;
    let buffered: Buffer = Buffer.alloc(0);
    const socket = net.connect(server.socket);
    connection = socket;
    socket.on("connect", () => {
      began = true;
      socket.write(mediaServerRequest(limits.cpuSeconds, limits.niceness, folders, ["ffmpeg", ...args]));
      for (const byte of pending.splice(0)) socket.write(byte);
    });
    let code: number | null | undefined;
    let refused: string | null = null;
    socket.on("data", (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      while (buffered.length >= 5) {
        const length = buffered.readUInt32LE(1);
        if (buffered.length < 5 + length) break;
        const type = String.fromCharCode(buffered[0]);
        const body = buffered.subarray(5, 5 + length);
        buffered = buffered.subarray(5 + length);
        if (type === "o") handlers.stdout(body.toString());
        else if (type === "e") handlers.stderr(body.toString());
        else if (type === "x") code = body.readInt32LE(0) >= 0 ? body.readInt32LE(0) : null;
        else if (type === "r") refused = body.toString();
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (began || !done()) return;
      // The server is gone (its socket refuses): this run and the next start ffmpeg afresh until it is started again.
      const state = shared();
      if (state.state.kind === "running" && state.state.server === server) {
        state.state = { kind: "idle" };
        stopServer(server);
      }
      handlers.unavailable(error);
    });
    socket.on("close", () => {
      if (!done()) return;
      if (refused !== null) handlers.error(new Error(`the media server refused the run: ${refused}`));
      else if (code === undefined) handlers.error(new Error("the media server stopped during the run"));
      else handlers.close(code);
    });
  });
  return {
    signal(name) {
      const byte = CONTROL[name];
      if (byte) control(byte);
    },
  };
}
