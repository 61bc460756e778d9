// Starts a program in a process group of its own, from a small process of the app's (spawn-helper.mjs)
// rather than from the app server itself. Node starts a program by forking the process that asks, and
// forking a server of about a gigabyte costs 30-70 ms of CPU a run, with the event loop stopped meanwhile
// (measured: 67 ms from a 950 MB process, 1.3 ms from a 50 MB one; docs/decisions/voice-polish.md). A
// party's every take is two runs (ffmpeg, then lame), so that was a sixth of the app's CPU during a burst.
//
// The helper starts with the first run and stays; it is unref'd while no run is under way, so it never
// keeps a process (or a test) alive by itself, and it ends with the app. If it cannot be started, or
// stops, runs under way fail as a failed spawn would (their callers already handle that) and the next
// run starts a new one.
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

class Spawner {
  private helper: ChildProcess | null = null;
  private readonly runs = new Map<number, TRun>();
  private nextId = 1;

  start(file: string, args: string[], env: NodeJS.ProcessEnv, handlers: TGroupHandlers): TGroupRun {
    const helper = this.ensureHelper();
    const id = this.nextId++;
    const run: TRun = { ...handlers, signals: [], ended: false };
    this.runs.set(id, run);
    this.hold(helper);
    helper.send({ type: "spawn", id, file, args, env }, (error) => {
      if (error) this.fail(id, error);
    });
    return {
      signal(name) {
        if (run.ended) return;
        // Asked before the helper said which pid the run has: sent as soon as it does.
        if (run.pid === undefined) run.signals.push(name);
        else signalGroup(run.pid, name);
      },
    };
  }

  private ensureHelper(): ChildProcess {
    if (this.helper) return this.helper;
    const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "process", "spawn-helper.mjs");
    // No flags of the server's (its loaders, profiler or conditions) and none of its secrets: the helper needs only PATH.
    const helper = fork(/*turbopackIgnore: true*/ entry, [], {
      execArgv: [],
      env: helperEnvironment(),
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    helper.on("message", (message: THelperMessage) => this.receive(message));
    const gone = (why: string) => {
      if (this.helper !== helper) return;
      this.helper = null;
      for (const id of [...this.runs.keys()]) this.fail(id, new Error(`the spawner ${why}`), true);
    };
    helper.on("error", (error) => gone(`failed: ${error.message}`));
    helper.on("exit", (code, signal) => gone(`stopped (${signal ?? code})`));
    this.helper = helper;
    return helper;
  }

  /** Keeps the app alive while a run is under way, and only then. */
  private hold(helper: ChildProcess): void {
    helper.ref();
    helper.channel?.ref();
  }

  private release(): void {
    if (this.runs.size > 0 || !this.helper) return;
    this.helper.unref();
    this.helper.channel?.unref();
  }

  private receive(message: THelperMessage): void {
    const run = this.runs.get(message.id);
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
        this.end(message.id, run);
        run.close(message.code);
        return;
      case "error":
        this.end(message.id, run);
        run.error(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}));
        return;
    }
  }

  private end(id: number, run: TRun): void {
    run.ended = true;
    this.runs.delete(id);
    this.release();
  }

  /** The helper could not take the run, or stopped under it: the run fails, and its processes are killed. */
  private fail(id: number, error: Error, kill = false): void {
    const run = this.runs.get(id);
    if (!run) return;
    if (kill) signalGroup(run.pid, "SIGKILL");
    this.end(id, run);
    run.error(error);
  }
}

function helperEnvironment(): NodeJS.ProcessEnv {
  const env = {} as NodeJS.ProcessEnv;
  env.PATH = getEnv().PATH || "/usr/bin:/bin";
  return env;
}

const holder = globalThis as typeof globalThis & { echobookSpawner?: Spawner };

/** Starts `file` with `args` and `env` (nothing else of the app's) in a process group of its own, its stdin closed. */
export function startGroup(file: string, args: string[], env: NodeJS.ProcessEnv, handlers: TGroupHandlers): TGroupRun {
  holder.echobookSpawner ??= new Spawner();
  return holder.echobookSpawner.start(file, args, env, handlers);
}
