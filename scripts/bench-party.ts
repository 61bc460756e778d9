// `npm run bench:party`: a party's burst against a fresh instance of the production build (run
// `npm run build` first) with its embedded defaults: 10 hosts with a free guestbook each, 10 guests per
// guestbook each uploading a 30 s Opus/WebM take written the way a browser's recorder writes it (through a
// pipe: no duration, no cues), 20 uploads at a time. Prints the uploads saved and their p50/p95/p99, the
// seconds from the first upload until every MP3 is served, the same MP3s made by bare ffmpeg in the same
// run (one per core at a time) and the ratio, and the guest page's p95 while the MP3s were being made.
//
//   npm run bench:party                one instance: web server and workers (the default)
//   npm run bench:party -- --split     a web instance with RUN_WORKERS=false and one `npm run worker`
//   npm run bench:party -- --cpu-prof=DIR   also writes the web process's CPU profile into DIR
//   npm run bench:party -- --faults    the database, a worker and storage fail during the burst (bench-party-faults.ts)
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import { execFile, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { benchFaults } from "./bench-party-faults";
import * as common from "./bench-common";
import { runBenchmark } from "./run-benchmark";

const HOSTS = 10;
const GUESTS_PER_HOST = 10;
const AT_ONCE = 20;
const TAKE_SECONDS = 30;
const SERVED_TIMEOUT_MS = 600_000;
const split = process.argv.includes("--split");
const run = promisify(execFile);

type TAutocannonInstance = { stop(): void; on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type TAutocannon = (options: Record<string, unknown>, done: (error: unknown) => void) => TAutocannonInstance;
// autocannon ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as TAutocannon;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
let visitor = 0;
/** Each host and guest is a visitor of their own, named by the one proxy the instance trusts. */
const asVisitor = () => ({ "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${(visitor++ & 255) + 1}` });

/** CPU seconds a process spent itself and in its finished children (ffmpeg), from /proc (Linux). */
function cpuSeconds(child: ChildProcess): { own: number; children: number } {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ")
      .map(Number);
    // After "pid (comm) ": state is field 3, so utime..cstime (14..17) are at 11..14 here.
    return { own: (fields[11] + fields[12]) / 100, children: (fields[13] + fields[14]) / 100 };
  } catch {
    return { own: NaN, children: NaN };
  }
}

async function bench(workDir: string) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("bench:party runs the production build, and there is none: run `npm run build` first.");
  const { freePort } = await import("@/lib/db/embedded");
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg();
  const database = await common.startBenchDatabase(workDir, "echobook_party");
  const processes: ChildProcess[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...common.instanceEnv({ port, databaseUrl: database.url, workDir, secret: randomBytes(32).toString("base64url") }),
      LOCAL_STORAGE_DIR: path.join(workDir, "uploads"),
    };
    // `-- --cpu-prof=<dir>`: the web process writes a CPU profile there when it stops (where its time went).
    const profileDir = process.argv.find((arg) => arg.startsWith("--cpu-prof="))?.slice("--cpu-prof=".length);
    const web = common.startWeb(
      port,
      { ...env, RUN_WORKERS: split ? "false" : "true" },
      {
        nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
      },
    );
    processes.push(web.child);
    if (split) {
      const worker = common.startWorker("worker", env);
      processes.push(worker.child);
      await common.waitForWorker(worker);
    }
    await common.waitForHealth(base);

    // A take as MediaRecorder writes it: Opus in WebM written to a pipe, so no duration and no cues.
    const take = path.join(workDir, "take.webm");
    const { stdout } = await run(ffmpeg.path, common.takeArgs({ seconds: TAKE_SECONDS, bitrate: "64k", toneHz: 220, out: "pipe:1" }), {
      encoding: "buffer",
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(take, stdout);
    const header = await run(ffmpeg.path, ["-hide_banner", "-i", take]).catch((error: { stderr: string }) => error);
    if (!/Duration: N\/A/.test(header.stderr)) throw new Error("The test take states a duration; it should not.");
    const bytes = readFileSync(take);

    const hosts: { token: string; guestbookId: string }[] = [];
    for (let host = 0; host < HOSTS; host += 1) hosts.push(await common.createHost(base, host, asVisitor()));

    // The guest page, loaded by a few guests at a time while the MP3s are being made.
    const pageTimes: number[] = [];
    const pageErrors = new Map<number, number>();
    // `-- --no-pages` leaves the guest page alone (to see what the uploads and MP3s cost by themselves).
    const cannon: Pick<TAutocannonInstance, "stop" | "on"> = process.argv.includes("--no-pages")
      ? { stop: () => undefined, on: () => undefined }
      : autocannon(
          { url: `${base}/live-guestbook/${hosts[0].guestbookId}`, connections: 4, overallRate: 10, duration: SERVED_TIMEOUT_MS / 1000 },
          () => undefined,
        );
    cannon.on("response", (_client, status, _bytes, ms) => {
      if (status === 200) pageTimes.push(ms);
      else pageErrors.set(status, (pageErrors.get(status) ?? 0) + 1);
    });

    const uploads = Array.from({ length: HOSTS * GUESTS_PER_HOST }, (_, i) => ({ host: hosts[i % HOSTS], guest: Math.floor(i / HOSTS) }));
    const uploadTimes: number[] = [];
    const saved: { id: string; token: string }[] = [];
    const failures: string[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < uploads.length) {
          const { host, guest } = uploads[next++];
          const form = new FormData();
          form.set("clientUploadId", randomUUID());
          form.set("guestbookId", host.guestbookId);
          form.set("guestName", `Guest ${guest}`);
          form.set("anonymous", "false");
          form.set("audio", new Blob([bytes], { type: "audio/webm" }), "recording.webm");
          const sent = performance.now();
          const response = await fetch(`${base}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor() });
          const body = (await response.json().catch(() => ({}))) as { id?: string };
          uploadTimes.push(performance.now() - sent);
          if (response.status === 201 && body.id) saved.push({ id: body.id, token: host.token });
          else failures.push(`${response.status} ${JSON.stringify(body)}`);
        }
      }),
    );
    const uploadsDone = performance.now();

    // Polled in upload order, a few at a time: the first not yet served ends a round, so the polling
    // itself costs the server almost nothing (a host does not poll at all).
    let pending = [...saved];
    const isServed = async (take: { id: string; token: string }) => {
      const response = await fetch(`${base}/api/audio/${take.id}/mp3`, { headers: { authorization: `Bearer ${take.token}`, range: "bytes=0-0" } });
      await response.arrayBuffer();
      return response.status === 206 || response.status === 200;
    };
    while (pending.length > 0 && performance.now() - started < SERVED_TIMEOUT_MS) {
      const window = pending.slice(0, 4);
      const served = await Promise.all(window.map(isServed));
      const stillPending = window.filter((_, index) => !served[index]);
      pending = [...stillPending, ...pending.slice(window.length)];
      if (stillPending.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const allServed = performance.now();
    cannon.stop();
    if (pending.length > 0) throw new Error(`${pending.length} MP3(s) were still not served after ${seconds(SERVED_TIMEOUT_MS)}.`);

    // The same MP3s made by ffmpeg alone, as many at once as there are cores, with the app's own settings.
    const cpu = processes.map(cpuSeconds);
    for (const child of processes) await common.stopProcess(child);
    const cores = os.availableParallelism();
    const bareStarted = performance.now();
    let bareNext = 0;
    await Promise.all(
      Array.from({ length: cores }, async () => {
        while (bareNext < saved.length) {
          const index = bareNext++;
          await run(ffmpeg.path, common.mp3Args(take, path.join(workDir, `bare-${index % cores}.mp3`)));
        }
      }),
    );
    const bare = performance.now() - bareStarted;
    const served = allServed - started;

    console.log(`mode: ${split ? "one web instance (RUN_WORKERS=false) + one `npm run worker`" : "one instance (web server and workers)"}`);
    console.log(common.machineLine());
    console.log(`ffmpeg: ${ffmpeg.path} (${ffmpeg.source}, ${ffmpeg.version})`);
    console.log(`uploads saved: ${saved.length} of ${uploads.length}${failures.length ? ` (first failure: ${failures[0]})` : ""}`);
    console.log(
      `upload p50 / p95 / p99: ${seconds(percentile(uploadTimes, 50))} / ${seconds(percentile(uploadTimes, 95))} / ${seconds(percentile(uploadTimes, 99))} (all uploaded after ${seconds(uploadsDone - started)})`,
    );
    console.log(`every MP3 served: ${seconds(served)} after the first upload`);
    console.log(`bare ffmpeg, the same ${saved.length} MP3s, ${cores} at a time: ${seconds(bare)}`);
    console.log(`ratio: ${(served / bare).toFixed(2)}`);
    console.log(`CPU seconds, app process(es) / their ffmpeg children: ${cpu.map((c) => `${c.own.toFixed(1)} / ${c.children.toFixed(1)}`).join(", ")}`);
    console.log(
      `guest page p95 while the MP3s were made: ${percentile(pageTimes, 95).toFixed(0)} ms (${pageTimes.length} pages${pageErrors.size ? `; not 200: ${[...pageErrors].map(([status, n]) => `${n} x ${status}`).join(", ")}` : ""})`,
    );
  } finally {
    for (const child of processes) await common.stopProcess(child);
    await database.stop();
  }
}

if (process.argv.includes("--faults")) runBenchmark("party-faults", benchFaults);
else runBenchmark("party", bench);
