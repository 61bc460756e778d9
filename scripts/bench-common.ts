// What the benchmarks share: a fresh embedded PostgreSQL with the migrations applied, an instance of the
// production build and its workers as child processes, the browser-like take every benchmark uploads,
// the app's MP3 settings for bare ffmpeg to match, and the hosts with a free guestbook each.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { waitUntil } from "./run-benchmark";
import { appServerCommand } from "./services";

/** A fresh embedded PostgreSQL in `workDir`/pg with the app's migrations applied; stop it when done. */
export async function startBenchDatabase(workDir: string, database: string, extra: { supervise?: boolean; log?: (line: string) => void } = {}) {
  const { freePort, startEmbeddedPostgres } = await import("@/lib/db/embedded");
  const { migrate } = await import("@/lib/db/migrate");
  const started = await startEmbeddedPostgres({
    dataDir: path.join(workDir, "pg"),
    port: await freePort(),
    database,
    fresh: true,
    unsafeNoFsync: true,
    ...extra,
  });
  try {
    await migrate(started.url);
  } catch (error) {
    await started.stop();
    throw error;
  }
  return started;
}

/**
 * ffmpeg's arguments for a take as a browser's MediaRecorder writes it: mono Opus in a streaming WebM
 * (`-live 1`, or a pipe: no duration and no cues) of pink noise, with a tone over it when `toneHz` is set
 * (or the tone alone with `noise: false`).
 */
export function takeArgs({ seconds, bitrate, out, toneHz, noise = true }: { seconds: number; bitrate: string; out: string; toneHz?: number; noise?: boolean }) {
  const sources = [
    ...(noise ? [`anoisesrc=color=pink:amplitude=0.2:duration=${seconds}:sample_rate=48000`] : []),
    ...(toneHz ? [`sine=frequency=${toneHz}:duration=${seconds}:sample_rate=48000`] : []),
  ];
  const mixed = sources.length > 1 ? ["-filter_complex", "amix=inputs=2,lowpass=f=3800"] : [];
  const written = out === "pipe:1" ? ["-f", "webm", out] : ["-live", "1", "-f", "webm", "-y", out];
  const inputs = sources.flatMap((source) => ["-f", "lavfi", "-i", source]);
  return ["-hide_banner", "-loglevel", "error", ...inputs, ...mixed, "-ac", "1", "-c:a", "libopus", "-b:a", bitrate, ...written];
}

/** ffmpeg's arguments for the MP3 the app makes of a take (lib/audio), for bare ffmpeg to do the same work. */
export function mp3Args(input: string, out: string): string[] {
  const settings = ["-map_metadata", "-1", "-ac", "1", "-ar", "44100", "-c:a", "libmp3lame", "-b:a", "96k", "-f", "mp3"];
  return ["-hide_banner", "-nostdin", "-y", "-i", input, "-map", "0:a:0", "-vn", ...settings, out];
}

export type TBenchProcess = { child: ChildProcess; output: () => string };

/** A child process whose last 20 kB of output is kept, said when it exits on its own. `group`: its own process group, so a kill takes its ffmpeg too. */
export function startProcess(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, { group = false } = {}): TBenchProcess {
  let output = "";
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: group });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.on("exit", (code, signal) => {
    const stopped = code === 0 || code === 143 || signal === "SIGTERM" || (group && signal === "SIGKILL");
    if (!stopped) console.error(`[bench] ${label} exited (${code ?? signal}):\n${output}`);
  });
  return { child, output: () => output };
}

/** Stops a child (SIGTERM, then SIGKILL after `killAfterMs`; its whole group with `group`) and waits for it to exit. */
export function stopProcess(child: ChildProcess, { killAfterMs = 20_000, group = false } = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => (group ? process.kill(-child.pid!, "SIGKILL") : child.kill("SIGKILL")), killAfterMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * The environment of a production instance on `port` with the benchmark's database and folder, behind
 * one trusted proxy; `drop` names inherited variables to leave out besides the database, secrets, gate and workers.
 */
export function instanceEnv(opts: { port: number; databaseUrl: string; workDir: string; secret: string; drop?: string[] }): NodeJS.ProcessEnv {
  const base = `http://127.0.0.1:${opts.port}`;
  const dropped = new Set(["DATABASE_URL", "AUTH_SECRET", "ACCESS_CODE", "RUN_WORKERS", ...(opts.drop ?? [])]);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.has(name)));
  const app = {
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.workDir,
    PORT: String(opts.port),
  };
  return { ...inherited, ...app, APP_URL: base, NEXTAUTH_URL: base, AUTH_SECRET: opts.secret, NEXTAUTH_SECRET: opts.secret, TRUST_PROXY_HOPS: "1" };
}

/** The web server of the production build on `port`, with `env` (its RUN_WORKERS included); `nodeArgs` go to node first. */
export function startWeb(port: number, env: NodeJS.ProcessEnv, opts: { nodeArgs?: string[]; group?: boolean } = {}): TBenchProcess {
  const [command, args] = appServerCommand(["--port", String(port), "--hostname", "127.0.0.1"]);
  return startProcess("web", command, [...(opts.nodeArgs ?? []), ...args], env, opts);
}

/** An `npm run worker` process; wait for it with `waitForWorker`. */
export function startWorker(label: string, env: NodeJS.ProcessEnv, opts: { group?: boolean } = {}): TBenchProcess {
  return startProcess(label, process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "worker.ts")], env, opts);
}

export const waitForWorker = (worker: TBenchProcess) => waitUntil(() => worker.output().includes("Worker ready"), 120_000, "the workers");

export function waitForHealth(base: string): Promise<void> {
  const healthy = () =>
    fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  return waitUntil(healthy, 120_000, "the web instance");
}

/** Host `index` signs up (from `headers`' address) and makes a free guestbook for today; its token and guestbook id. */
export async function createHost(base: string, index: number, headers: Record<string, string>): Promise<{ token: string; guestbookId: string }> {
  const post = async (url: string, body: unknown, extra: Record<string, string>) => {
    const response = await fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...extra }, body: JSON.stringify(body) });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const email = `host${index}.${Date.now()}@example.test`;
  const { token } = (await post("/api/auth/register", { firstName: `Host${index}`, email, password: "correct horse battery" }, headers)) as { token: string };
  const guestbook = {
    guestbookName: `Party ${index}`,
    eventType: "Wedding",
    eventDate: new Date().toISOString().slice(0, 10),
    tierIdx: 0,
    allowAnonymous: true,
  };
  const created = (await post("/api/guestbooks", guestbook, { authorization: `Bearer ${token}` })) as { guestbook: { id: string } };
  return { token, guestbookId: created.guestbook.id };
}

/** The machine the figures were taken on. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return `machine: ${os.availableParallelism()} cores, load average ${load} (shared: other work on it shows in these figures)`;
}
