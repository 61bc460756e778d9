// A party's burst against a fresh instance of the production build, shared by `npm run bench:party` and
// `npm run bench:stitch -- --burst`: the instance on an embedded PostgreSQL, hosts with a free guestbook
// each, and 10 guests per guestbook uploading a browser-style take 20 at a time, the guest page loaded
// meanwhile, until every MP3 is served.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { waitUntil } from "./run-benchmark";
import { appServerCommand } from "./services";

type TAutocannonInstance = { stop(): void; on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type TAutocannon = (options: Record<string, unknown>, done: (error: unknown) => void) => TAutocannonInstance;
// autocannon ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as TAutocannon;

export const HOSTS = 10;
export const GUESTS_PER_HOST = 10;
const AT_ONCE = 20;
const SERVED_TIMEOUT_MS = 600_000;
const run = promisify(execFile);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
let visitor = 0;
/** Each host and guest is a visitor of their own, named by the one proxy the instance trusts. */
export const asVisitor = () => ({ "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${(visitor++ & 255) + 1}` });

function startProcess(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  child.on("exit", (code, signal) => {
    if (code !== 0 && code !== 143 && signal !== "SIGTERM") console.error(`[bench] ${label} exited (${code ?? signal}):\n${output}`);
  });
  return { child, output: () => output };
}

/**
 * A /proc `stat` file (a process's or a thread's): its command name and the fields after it, so that the
 * state (field 3) is at 0, the parent's pid (4) at 1 and utime..cstime (14..17) at 11..14. Null when it has ended.
 */
function readStat(file: string): { comm: string; fields: number[] } | null {
  try {
    const stat = readFileSync(file, "utf8");
    const close = stat.lastIndexOf(")");
    return {
      comm: stat.slice(stat.indexOf("(") + 1, close),
      fields: stat
        .slice(close + 2)
        .split(" ")
        .map(Number),
    };
  } catch {
    return null;
  }
}

/** A stat file's utime+stime and cutime+cstime, in seconds. */
function timesOf(stat: { fields: number[] }): { own: number; children: number } {
  return { own: (stat.fields[11] + stat.fields[12]) / 100, children: (stat.fields[13] + stat.fields[14]) / 100 };
}

/** utime+stime and cutime+cstime of one process, in seconds; null when it has ended. */
function processTimes(pid: number): { own: number; children: number } | null {
  const stat = readStat(`/proc/${pid}/stat`);
  return stat && timesOf(stat);
}

/** The app's processes: `pid` and the Node processes it started (its spawner), from /proc (Linux). Not the embedded PostgreSQL's. */
export function appPids(pid: number): number[] {
  const pids = [pid];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat?.fields[1] === pid && stat.comm === "node") pids.push(Number(entry));
  }
  return pids;
}

/**
 * CPU seconds of the app's processes (appPids): `own` is theirs, `children` what the programs they started
 * and waited for used (ffmpeg, lame).
 */
export function cpuSeconds(child: ChildProcess): { own: number; children: number } {
  const root = child.pid === undefined ? null : processTimes(child.pid);
  if (!root) return { own: NaN, children: NaN };
  const total = { own: 0, children: 0 };
  for (const pid of appPids(child.pid!)) {
    const times = processTimes(pid);
    if (!times) continue;
    total.own += times.own;
    total.children += times.children;
  }
  return total;
}

/**
 * The app's CPU seconds by thread kind (Linux): the web process's main thread (`web main`), its other threads
 * by name (`web <name>`: worker threads, libuv's pool, V8's helpers, the collector) and the spawner. Tells
 * where a burst's app CPU went.
 */
export function threadSeconds(child: ChildProcess): Map<string, number> {
  const byKind = new Map<string, number>();
  if (child.pid === undefined) return byKind;
  for (const pid of appPids(child.pid)) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      const kind = pid !== child.pid ? "spawner" : Number(tid) === pid ? "web main" : `web ${stat.comm}`;
      byKind.set(kind, (byKind.get(kind) ?? 0) + (stat.fields[11] + stat.fields[12]) / 100);
    }
  }
  return byKind;
}

/** Every process's CPU seconds now (Linux): its own, and what its ended children used that it waited for. */
export type TProgramSnapshot = Map<number, { comm: string; own: number; children: number }>;

export function programSnapshot(): TProgramSnapshot {
  const snapshot: TProgramSnapshot = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat) snapshot.set(Number(entry), { comm: stat.comm, ...timesOf(stat) });
  }
  return snapshot;
}

/**
 * The machine's CPU between two snapshots by program name (`postgres`, `node`, ...), and as `<name>'s ended
 * children` what programs that ended meanwhile used (ffmpeg and lame under the spawner, PostgreSQL's
 * short-lived workers). A program that started and ended between the snapshots shows only there.
 */
export function programSeconds(before: TProgramSnapshot, after: TProgramSnapshot): Map<string, number> {
  const byProgram = new Map<string, number>();
  const add = (name: string, seconds: number) => seconds > 0 && byProgram.set(name, (byProgram.get(name) ?? 0) + seconds);
  for (const [pid, now] of after) {
    const then = before.get(pid)?.comm === now.comm ? before.get(pid) : undefined;
    add(now.comm, now.own - (then?.own ?? 0));
    add(`${now.comm}'s ended children`, now.children - (then?.children ?? 0));
  }
  return byProgram;
}

/** The machine's CPU since boot from /proc/stat (Linux), in core-seconds: busy (user, nice, system, interrupts, steal) and idle (with I/O wait). */
export function machineSeconds(): { busy: number; idle: number } {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
  return { busy: (user + nice + system + irq + softirq + (steal || 0)) / 100, idle: (idle + iowait) / 100 };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export type TPartyInstance = { base: string; databaseUrl: string; processes: ChildProcess[]; close(): Promise<void> };

/** The production build on a fresh embedded PostgreSQL: one instance, or with `split` a web instance and one worker. */
export async function startPartyInstance(
  workDir: string,
  opts: { split?: boolean; profileDir?: string; databaseName: string; env?: Record<string, string> },
): Promise<TPartyInstance> {
  if (!existsSync(".next/BUILD_ID")) throw new Error("The party burst runs the production build, and there is none: run `npm run build` first.");
  const { freePort, startEmbeddedPostgres } = await import("@/lib/db/embedded");
  const { migrate } = await import("@/lib/db/migrate");
  const database = await startEmbeddedPostgres({
    dataDir: path.join(workDir, "pg"),
    port: await freePort(),
    database: opts.databaseName,
    fresh: true,
    unsafeNoFsync: true,
  });
  const processes: ChildProcess[] = [];
  const close = async () => {
    for (const child of processes) await stop(child);
    await database.stop();
  };
  try {
    await migrate(database.url);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString("base64url");
    const { DATABASE_URL: _db, AUTH_SECRET: _secret, ACCESS_CODE: _gate, RUN_WORKERS: _workers, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: database.url,
      DATA_DIR: workDir,
      LOCAL_STORAGE_DIR: path.join(workDir, "uploads"),
      PORT: String(port),
      APP_URL: base,
      NEXTAUTH_URL: base,
      AUTH_SECRET: secret,
      NEXTAUTH_SECRET: secret,
      TRUST_PROXY_HOPS: "1",
      ...opts.env,
    };
    const [command, args] = appServerCommand(["--port", String(port), "--hostname", "127.0.0.1"]);
    const web = startProcess("web", command, opts.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(opts.profileDir)}`, ...args] : args, {
      ...env,
      RUN_WORKERS: opts.split ? "false" : "true",
    });
    processes.push(web.child);
    if (opts.split) {
      const worker = startProcess("worker", process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "worker.ts")], env);
      processes.push(worker.child);
      await waitUntil(() => worker.output().includes("Worker ready"), 120_000, "the worker");
    }
    await waitUntil(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      120_000,
      "the web instance",
    );
    return { base, databaseUrl: database.url, processes, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * ffmpeg's arguments for a browser-like take: pink noise of `amplitude` (and `seed`, when set) with a tone
 * of `toneHz` over it, band-limited and `gainDb` louder, as mono Opus at `bitrate` in WebM, written with
 * the `output` arguments.
 */
export function browserTakeArgs(take: {
  seconds: number;
  amplitude: number;
  seed?: number;
  toneHz: number;
  gainDb: number;
  bitrate: string;
  output: string[];
}): string[] {
  const seed = take.seed === undefined ? "" : `:seed=${take.seed}`;
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `anoisesrc=color=pink:amplitude=${take.amplitude}:duration=${take.seconds}:sample_rate=48000${seed}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${take.toneHz}:duration=${take.seconds}:sample_rate=48000`,
    "-filter_complex",
    `amix=inputs=2,lowpass=f=3800,volume=${take.gainDb}dB`,
    "-ac",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    take.bitrate,
    ...take.output,
  ];
}

/** A take as MediaRecorder writes it: Opus in WebM written to a pipe, so no duration and no cues. */
export async function makeBrowserTake(ffmpeg: string, file: string, takeSeconds: number, gainDb = 0): Promise<TTakeBytes> {
  const { stdout } = await run(
    ffmpeg,
    browserTakeArgs({ seconds: takeSeconds, amplitude: 0.2, toneHz: 220, gainDb, bitrate: "64k", output: ["-f", "webm", "pipe:1"] }),
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  writeFileSync(file, stdout);
  const header = await run(ffmpeg, ["-hide_banner", "-i", file]).catch((error: { stderr: string }) => error);
  if (!/Duration: N\/A/.test(header.stderr)) throw new Error("The test take states a duration; it should not.");
  return readFileSync(file);
}

export type TTakeBytes = Uint8Array<ArrayBuffer>;

/**
 * A guest's take of real speech (Debian's espeak-ng, a few sentences over and over) of `takeSeconds`, at
 * `gainDb` on espeak's own level, with 1.5 s of room before it and 2 s after, written as a browser's
 * recorder writes it (Opus in WebM through a pipe: no duration). For voice polish (issue 48).
 */
export async function makeSpeechBrowserTake(ffmpeg: string, file: string, takeSeconds: number, gainDb: number): Promise<TTakeBytes> {
  const speech = `${file}.speech.wav`;
  await run("espeak-ng", ["-w", speech, SPEECH_TEXT]);
  const { stdout } = await run(
    ffmpeg,
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-stream_loop",
      "-1",
      "-i",
      speech,
      "-f",
      "lavfi",
      "-i",
      `anoisesrc=color=pink:amplitude=0.002:duration=${takeSeconds}:sample_rate=48000`,
      "-filter_complex",
      `[0:a]aresample=48000,atrim=0:${takeSeconds - 3.5},adelay=1500,apad=whole_dur=${takeSeconds},volume=${gainDb}dB[voice];[voice][1:a]amix=inputs=2:duration=first:normalize=0`,
      "-ac",
      "1",
      "-c:a",
      "libopus",
      "-b:a",
      "64k",
      "-f",
      "webm",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  writeFileSync(file, stdout);
  return readFileSync(file);
}

const SPEECH_TEXT =
  "Congratulations to the two of you. I still remember the day you met, and I knew. May your home be full of music, friends and long dinners. We love you, and we will see you on the dance floor.";

export type THost = { token: string; guestbookId: string };

/** Registers a host and gives them a free guestbook that takes anonymous recordings. */
export async function createHost(base: string, name: string, opts: { voicePolish?: boolean } = {}): Promise<THost> {
  const registered = await json(
    await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asVisitor() },
      body: JSON.stringify({ firstName: name, email: `${name.toLowerCase()}.${Date.now()}@example.test`, password: "correct horse battery" }),
    }),
  );
  const token = String(registered.token);
  const created = await json(
    await fetch(`${base}/api/guestbooks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        guestbookName: `Party of ${name}`,
        eventType: "Wedding",
        eventDate: new Date().toISOString().slice(0, 10),
        tierIdx: 0,
        allowAnonymous: true,
        ...(opts.voicePolish === undefined ? {} : { voicePolish: opts.voicePolish }),
      }),
    }),
  );
  return { token, guestbookId: String((created.guestbook as { id: string }).id) };
}

/** One guest's upload of `bytes` to a guestbook: the status, the new recording's id when saved, the time taken. */
export async function uploadTake(
  base: string,
  guestbookId: string,
  guestName: string,
  bytes: TTakeBytes,
): Promise<{ status: number; id?: string; ms: number; body: unknown }> {
  const form = new FormData();
  form.set("clientUploadId", randomUUID());
  form.set("guestbookId", guestbookId);
  form.set("guestName", guestName);
  form.set("anonymous", "false");
  form.set("audio", new Blob([bytes], { type: "audio/webm" }), "recording.webm");
  const sent = performance.now();
  const response = await fetch(`${base}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor() });
  const body = (await response.json().catch(() => ({}))) as { id?: string };
  return { status: response.status, id: body.id, ms: performance.now() - sent, body };
}

/** Waits until each take's MP3 is served, polled in order a few at a time (so the polling costs the server almost nothing). */
export async function waitForMp3s(base: string, takes: { id: string; token: string }[], timeoutMs: number = SERVED_TIMEOUT_MS): Promise<void> {
  const started = performance.now();
  let pending = [...takes];
  const isServed = async (take: { id: string; token: string }) => {
    const response = await fetch(`${base}/api/audio/${take.id}/mp3`, { headers: { authorization: `Bearer ${take.token}`, range: "bytes=0-0" } });
    await response.arrayBuffer();
    return response.status === 206 || response.status === 200;
  };
  while (pending.length > 0 && performance.now() - started < timeoutMs) {
    const window = pending.slice(0, 4);
    const served = await Promise.all(window.map(isServed));
    const stillPending = window.filter((_, index) => !served[index]);
    pending = [...stillPending, ...pending.slice(window.length)];
    if (stillPending.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (pending.length > 0) throw new Error(`${pending.length} MP3(s) were still not served after ${seconds(timeoutMs)}.`);
}

export type TBurstFigures = {
  attempted: number;
  saved: { id: string; token: string }[];
  failures: string[];
  uploadTimes: number[];
  uploadsDoneMs: number;
  servedMs: number;
  pageTimes: number[];
  pageErrors: Map<number, number>;
};

/** The burst: 10 guests per host upload `bytes` 20 at a time, the first host's guest page loaded 10 times a second, until every MP3 is served. */
/** `bytes`: one take for every guest, or several that the guests take in turn. */
export async function runPartyBurst(base: string, hosts: THost[], bytes: TTakeBytes | TTakeBytes[], opts: { pages: boolean }): Promise<TBurstFigures> {
  const takeFor = (index: number) => (Array.isArray(bytes) ? bytes[index % bytes.length] : bytes);
  const pageTimes: number[] = [];
  const pageErrors = new Map<number, number>();
  const cannon: Pick<TAutocannonInstance, "stop" | "on"> = opts.pages
    ? autocannon(
        { url: `${base}/live-guestbook/${hosts[0].guestbookId}`, connections: 4, overallRate: 10, duration: SERVED_TIMEOUT_MS / 1000 },
        () => undefined,
      )
    : { stop: () => undefined, on: () => undefined };
  cannon.on("response", (_client, status, _bytes, ms) => {
    if (status === 200) pageTimes.push(ms);
    else pageErrors.set(status, (pageErrors.get(status) ?? 0) + 1);
  });

  const uploads = Array.from({ length: hosts.length * GUESTS_PER_HOST }, (_, i) => ({ host: hosts[i % hosts.length], guest: Math.floor(i / hosts.length) }));
  const uploadTimes: number[] = [];
  const saved: { id: string; token: string }[] = [];
  const failures: string[] = [];
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < uploads.length) {
          const index = next++;
          const { host, guest } = uploads[index];
          const result = await uploadTake(base, host.guestbookId, `Guest ${guest}`, takeFor(index));
          uploadTimes.push(result.ms);
          if (result.status === 201 && result.id) saved.push({ id: result.id, token: host.token });
          else failures.push(`${result.status} ${JSON.stringify(result.body)}`);
        }
      }),
    );
    const uploadsDone = performance.now();
    await waitForMp3s(base, saved, SERVED_TIMEOUT_MS - (uploadsDone - started));
    return {
      attempted: uploads.length,
      saved,
      failures,
      uploadTimes,
      uploadsDoneMs: uploadsDone - started,
      servedMs: performance.now() - started,
      pageTimes,
      pageErrors,
    };
  } finally {
    cannon.stop();
  }
}

/** The burst's figures, as bench:party prints them. */
export function printBurst(figures: TBurstFigures, indent = ""): void {
  const { saved, attempted, failures, uploadTimes, pageTimes, pageErrors } = figures;
  console.log(`${indent}uploads saved: ${saved.length} of ${attempted}${failures.length ? ` (first failure: ${failures[0]})` : ""}`);
  console.log(
    `${indent}upload p50 / p95 / p99: ${seconds(percentile(uploadTimes, 50))} / ${seconds(percentile(uploadTimes, 95))} / ${seconds(percentile(uploadTimes, 99))} (all uploaded after ${seconds(figures.uploadsDoneMs)})`,
  );
  console.log(`${indent}every MP3 served: ${seconds(figures.servedMs)} after the first upload`);
  if (pageTimes.length || pageErrors.size) {
    console.log(
      `${indent}guest page p95 while the MP3s were made: ${percentile(pageTimes, 95).toFixed(0)} ms (${pageTimes.length} pages${pageErrors.size ? `; not 200: ${[...pageErrors].map(([status, n]) => `${n} x ${status}`).join(", ")}` : ""})`,
    );
  }
}
