// The worker threads that do the polish's sample work (polish-dsp.ts), as many as the instance has media
// slots: a burst of uploads then measures, lifts and limits that many takes at once beside the ffmpeg and
// lame runs, and the server's event loop (requests, pages, the other takes' runs) never waits on it. The
// threads start on first use and stay (a thread costs about 0.15 s to start), unref'd so they never keep
// the process alive; one that fails is replaced. Each thread loads polish-worker.ts through tsx, which runs
// the app's TypeScript everywhere (the server, the workers, the tests): the file is read from the project
// folder at run time, as the migrations and fonts are.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { mediaSlots } from "@/lib/concurrency/media-slots";
import type { TPolishedSamples, TPolishJob } from "./polish-dsp";

/** A take's sample work is a few tens of milliseconds; a thread that takes this long is stuck, and replaced. */
const JOB_TIMEOUT_MS = 120_000;

type TPending = { job: TPolishJob; resolve: (result: TPolishedSamples) => void; reject: (error: Error) => void };
type TThread = { worker: Worker; busy: { id: number; pending: TPending; timer: NodeJS.Timeout } | null; fail(error: Error): void };

const holder = globalThis as unknown as { echobookPolishThreads?: { threads: TThread[]; queue: TPending[]; nextId: number } };

function state() {
  holder.echobookPolishThreads ??= { threads: [], queue: [], nextId: 1 };
  return holder.echobookPolishThreads;
}

function startThread(): TThread {
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "audio", "polish-worker.ts");
  const worker = new Worker(`require("tsx/cjs/api").require(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`, { eval: true });
  const fail = (error: Error) => {
    const { threads } = state();
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    if (thread.busy) {
      clearTimeout(thread.busy.timer);
      thread.busy.pending.reject(error);
      thread.busy = null;
    }
    void worker.terminate();
    dispatch();
  };
  const thread: TThread = { worker, busy: null, fail };
  worker.on("message", ({ id, result, error }: { id: number; result?: TPolishedSamples; error?: string }) => {
    const busy = thread.busy;
    if (!busy || busy.id !== id) return;
    clearTimeout(busy.timer);
    thread.busy = null;
    if (error !== undefined) busy.pending.reject(new Error(`The voice polish could not work a take: ${error}`));
    else busy.pending.resolve(result as TPolishedSamples);
    dispatch();
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The voice polish's thread stopped (exit ${code})`)));
  // After the listeners: a `message` listener added later refs the thread again, and an idle thread then
  // kept the process alive (Jest never exited). A take in work is held by its timeout's timer.
  worker.unref();
  return thread;
}

function dispatch(): void {
  const current = state();
  while (current.queue.length > 0) {
    let thread = current.threads.find((candidate) => !candidate.busy);
    if (!thread && current.threads.length < mediaSlots().capacity) {
      thread = startThread();
      current.threads.push(thread);
    }
    if (!thread) return;
    const pending = current.queue.shift() as TPending;
    const id = current.nextId++;
    const stuck = thread;
    const timer = setTimeout(() => stuck.fail(new Error(`The voice polish's thread took over ${JOB_TIMEOUT_MS / 1000} s`)), JOB_TIMEOUT_MS);
    thread.busy = { id, pending, timer };
    thread.worker.postMessage({ id, job: pending.job });
  }
}

/** Runs a take's sample work (polish-dsp.ts polishWav) in one of the polish's threads. */
export function polishInThread(job: TPolishJob): Promise<TPolishedSamples> {
  return new Promise((resolve, reject) => {
    state().queue.push({ job, resolve, reject });
    dispatch();
  });
}
