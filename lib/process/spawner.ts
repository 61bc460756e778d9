// Starts a program in a process group of its own, from a small process of the app's (spawn-helper.mjs)
// rather than from the app server itself. Node starts a program by forking the process that asks, and
// forking a server of about a gigabyte costs 30-70 ms of CPU a run, with the event loop stopped meanwhile
// (measured: 67 ms from a 950 MB process, 1.3 ms from a 50 MB one; docs/decisions/voice-polish.md). A
// party's every take is two runs (ffmpeg, then lame), so that was a sixth of the app's CPU during a burst.
//
// The helper starts with the first run and stays while runs keep coming (it ends after IDLE_MS without
// one); it is unref'd while no run is under way, so it never keeps a process (or a test) alive by itself,
// and it ends with the app. If it cannot be started, or stops, runs under way fail as a failed spawn
// would (their callers already handle that) and the next run starts a new one.
import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { getEnv } from "@/lib/env";

export type TGroupHandlers = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The program could not be started (or the helper stopped under it). */
  error(error: Error): void;
  /** It ended: its exit code, null when a signal ended it. */
  close(code: number | null): void;
};

/** A started run: `signal` reaches its whole process group (a run that has ended is left alone). */
export type TGroupRun = { signal(name: NodeJS.Signals): void };

type TRun = TGroupHandlers & { pid?: number; signals: NodeJS.Signals[]; ended: boolean };

type THelperMessage =
  | { type: "spawn"; id: number; pid: number }
  | { type: "data"; id: number; fd: 1 | 2; text: string }
  | { type: "close"; id: number; code: number | null }
  | { type: "error"; id: number; message: string; code?: string };

function signalGroup(pid: number | undefined, name: NodeJS.Signals): void {
  try {
    if (pid !== undefined) process.kill(-pid, name);
  } catch {
    // The run has ended.
  }
}

/** A helper with no run for this long ends (a quiet server holds no spare process; the next run starts one). */
const IDLE_MS = 30_000;

export type TSpawner = {
  start(file: string, args: string[], env: NodeJS.ProcessEnv, handlers: TGroupHandlers): TGroupRun;
  /** The helper's pid while one runs (for the tests). */
  helperPid(): number | undefined;
};

/**
 * A spawner with a helper of its own. Its state lives in this closure, not in properties of an object on
 * globalThis: a test runner that tears a file's globals down must not see a late exit event write to them.
 */
export function createSpawner({ idleMs = IDLE_MS }: { idleMs?: number } = {}): TSpawner {
  let helper: ChildProcess | null = null;
  let idle: NodeJS.Timeout | null = null;
  const runs = new Map<number, TRun>();
  let nextId = 1;

  const ensureHelper = (): ChildProcess => {
    if (helper) return helper;
    const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "process", "spawn-helper.mjs");
    // No flags of the server's (its loaders, profiler or conditions) and none of its secrets: the helper needs only PATH.
    const started = fork(/*turbopackIgnore: true*/ entry, [], { execArgv: [], env: helperEnvironment(), stdio: ["ignore", "inherit", "inherit", "ipc"] });
    started.on("message", (message: THelperMessage) => receive(message));
    const gone = (why: string) => {
      if (helper !== started) return;
      helper = null;
      for (const id of [...runs.keys()]) fail(id, new Error(`the spawner ${why}`), true);
    };
    started.on("error", (error) => gone(`failed: ${error.message}`));
    started.on("exit", (code, signal) => gone(`stopped (${signal ?? code})`));
    helper = started;
    return started;
  };

  /** Keeps the app alive while a run is under way, and only then; a helper idle for idleMs ends. */
  const hold = (held: ChildProcess) => {
    if (idle) clearTimeout(idle);
    idle = null;
    held.ref();
    held.channel?.ref();
  };

  const release = () => {
    if (runs.size > 0 || !helper) return;
    const idleHelper = helper;
    idleHelper.unref();
    idleHelper.channel?.unref();
    idle = setTimeout(() => {
      idle = null;
      if (helper !== idleHelper || runs.size > 0) return;
      helper = null;
      // It exits when its channel closes (spawn-helper.mjs).
      idleHelper.disconnect();
    }, idleMs);
    idle.unref();
  };

  const end = (id: number, run: TRun) => {
    run.ended = true;
    runs.delete(id);
    release();
  };

  /** The helper could not take the run, or stopped under it: the run fails, and its processes are killed. */
  const fail = (id: number, error: Error, kill = false) => {
    const run = runs.get(id);
    if (!run) return;
    if (kill) signalGroup(run.pid, "SIGKILL");
    end(id, run);
    run.error(error);
  };

  const receive = (message: THelperMessage) => {
    const run = runs.get(message.id);
    if (!run) return;
    switch (message.type) {
      case "spawn":
        run.pid = message.pid;
        for (const name of run.signals.splice(0)) signalGroup(run.pid, name);
        return;
      case "data":
        if (message.fd === 1) run.stdout(message.text);
        else run.stderr(message.text);
        return;
      case "close":
        end(message.id, run);
        run.close(message.code);
        return;
      case "error":
        end(message.id, run);
        run.error(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}));
        return;
    }
  };

  return {
    start(file, args, env, handlers) {
      const current = ensureHelper();
      const id = nextId++;
      const run: TRun = { ...handlers, signals: [], ended: false };
      runs.set(id, run);
      hold(current);
      current.send({ type: "spawn", id, file, args, env }, (error) => {
        if (error) fail(id, error);
      });
      return {
        signal(name) {
          if (run.ended) return;
          // Asked before the helper said which pid the run has: sent as soon as it does.
          if (run.pid === undefined) run.signals.push(name);
          else signalGroup(run.pid, name);
        },
      };
    },
    helperPid: () => helper?.pid,
  };
}

function helperEnvironment(): NodeJS.ProcessEnv {
  const env = {} as NodeJS.ProcessEnv;
  env.PATH = getEnv().PATH || "/usr/bin:/bin";
  return env;
}

// One spawner a process, whichever copy of this module a route bundle loaded.
const holder = globalThis as typeof globalThis & { echobookSpawner?: TSpawner };

/** Starts `file` with `args` and `env` (nothing else of the app's) in a process group of its own, its stdin closed. */
export function startGroup(file: string, args: string[], env: NodeJS.ProcessEnv, handlers: TGroupHandlers): TGroupRun {
  holder.echobookSpawner ??= createSpawner();
  return holder.echobookSpawner.start(file, args, env, handlers);
}
