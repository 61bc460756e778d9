// The spawner's own process (lib/process/spawner.ts starts it when a run needs one): a small Node process
// that starts the app's media runs (ffmpeg, lame) for it. Starting a program from the app server copies
// the server's page tables, about a gigabyte of them: 30-70 ms of CPU for each run, during which the
// server's event loop stands still, and more afterwards in copy-on-write faults. Started from here, a run
// costs about 1 ms.
//
// Plain JavaScript on purpose: loading TypeScript through tsx would make this process as big as the
// problem it solves. It gets only the spawn calls the app sends (its messages), never anything from a run.
//
// To the app, by IPC: { type: "spawn", id, pid } once started, { type: "data", id, fd, text } for each chunk
// of its output (fd 1 or 2), then { type: "close", id, code } or { type: "error", id, message, code }.
import { spawn } from "node:child_process";

/** @type {Map<number, import("node:child_process").ChildProcess>} */
const runs = new Map();

/** @param {Record<string, unknown>} message */
function send(message) {
  if (process.connected) process.send?.(message);
}

/** @param {{ type?: unknown, id?: unknown, file?: unknown, args?: unknown, env?: unknown }} message */
function start(message) {
  const { id, file, args, env } = message;
  if (typeof id !== "number" || typeof file !== "string" || !Array.isArray(args) || typeof env !== "object" || env === null) return;
  let settled = false;
  /** @param {Record<string, unknown>} last */
  const settle = (last) => {
    if (settled) return;
    settled = true;
    runs.delete(id);
    send(last);
  };
  let child;
  try {
    // A process group of its own (detached): the app pauses and kills the run's whole group by its pid.
    child = spawn(file, args.map(String), { stdio: ["ignore", "pipe", "pipe"], env: /** @type {NodeJS.ProcessEnv} */ (env), detached: true });
  } catch (error) {
    settle({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  runs.set(id, child);
  child.on("spawn", () => send({ type: "spawn", id, pid: child.pid }));
  child.stdout?.on("data", (/** @type {Buffer} */ chunk) => send({ type: "data", id, fd: 1, text: chunk.toString() }));
  child.stderr?.on("data", (/** @type {Buffer} */ chunk) => send({ type: "data", id, fd: 2, text: chunk.toString() }));
  child.on("error", (error) => settle({ type: "error", id, message: error.message, code: /** @type {NodeJS.ErrnoException} */ (error).code }));
  child.on("close", (code) => settle({ type: "close", id, code }));
}

process.on("message", (/** @type {{ type?: unknown }} */ message) => {
  if (message && message.type === "spawn") start(message);
});

// The app is gone (it stopped or crashed): so are its runs.
process.on("disconnect", () => {
  for (const child of runs.values()) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }
  process.exit(0);
});
