// `npm run bench:party -- --faults`: a party's takes while things break. One web instance
// (RUN_WORKERS=false) and two `npm run worker`s on an embedded PostgreSQL this process starts and
// supervises (as `npm start` does), files in S3 (s3rver). 100 guests arrive over a minute, each uploading a
// 30 s Opus/WebM take with the guest page's own upload code (lib/client/uploads/upload-take.ts: retries
// with backoff or Retry-After, then the take kept on the device and Retry tapped again). During the burst
// the database's postmaster is killed (SIGKILL), a worker is killed (SIGKILL, with its ffmpeg), and storage
// goes away for 10 s. Prints the takes saved, every status answered, the seconds until the app took takes
// again after each fault, and, once the queue is done, duplicates, takes without their MP3 and leftovers.
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Client } from "pg";
import { uploadTake, UploadTransportError, type TUploadTransport } from "@/lib/client/uploads/upload-take";
import * as common from "./bench-common";
import { waitUntil } from "./run-benchmark";

type TS3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require("s3rver") as new (options: Record<string, unknown>) => TS3rver;

const GUESTS = 100;
const ARRIVAL_EVERY_MS = 600;
const TAKE_SECONDS = 30;
/** When each fault happens, from the first guest's arrival. */
const FAULT_AT_MS = { database: 10_000, worker: 22_000, storage: 34_000 };
const STORAGE_AWAY_MS = 10_000;
// A guest whose take is kept on the device after the page's five attempts taps Retry this much later, up to this often.
const GUEST_RETRY_AFTER_MS = 10_000;
const GUEST_RETRIES = 3;
const MP3_TIMEOUT_MS = 600_000;
const BUCKET = "echobook-party";

type TAttempt = { sentAt: number; doneAt: number; status: number | "network" };
type TFault = { name: string; at: number; backAt?: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export async function benchFaults(workDir: string): Promise<void> {
  if (!existsSync(".next/BUILD_ID")) throw new Error("bench:party runs the production build, and there is none: run `npm run build` first.");
  const { freePort } = await import("@/lib/db/embedded");
  const { runFfmpeg } = await import("@/lib/audio/ffmpeg");
  const pgDir = path.join(workDir, "pg");
  const supervisorLog: string[] = [];
  const database = await common.startBenchDatabase(workDir, "echobook_party", {
    supervise: true,
    log: (line) => (line.startsWith("The embedded") || line.startsWith("Could not") ? supervisorLog.push(`${new Date().toISOString()} ${line}`) : undefined),
  });
  const s3Port = await freePort();
  const s3Dir = path.join(workDir, "s3");
  const startStorage = async () => {
    const server = new S3rver({ address: "127.0.0.1", port: s3Port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await server.run();
    return server;
  };
  let s3 = await startStorage();
  const s3Client = new S3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const processes: ChildProcess[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...common.instanceEnv({ port, databaseUrl: database.url, workDir, secret: randomBytes(32).toString("base64url"), drop: ["LOCAL_STORAGE_DIR"] }),
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      JOB_CONCURRENCY: "1",
    };
    // Process groups of their own, so a kill takes their ffmpeg too.
    const web = common.startWeb(port, { ...env, RUN_WORKERS: "false" }, { group: true });
    processes.push(web.child);
    const workers = ["worker 1", "worker 2"].map((label) => common.startWorker(label, env, { group: true }));
    processes.push(...workers.map((worker) => worker.child));
    for (const worker of workers) await common.waitForWorker(worker);
    await common.waitForHealth(base);

    // A take as MediaRecorder writes it: Opus in WebM written to a pipe, so no duration and no cues.
    const takeFile = path.join(workDir, "take.webm");
    const made = await runFfmpeg(common.takeArgs({ seconds: TAKE_SECONDS, bitrate: "64k", out: takeFile }));
    if (made.code !== 0) throw new Error(`ffmpeg could not make the take: ${made.stderr.slice(-500)}`);
    const take = new Blob([readFileSync(takeFile)], { type: "audio/webm" });

    // Ten hosts with a free guestbook each (one free guestbook an account), each host from an address of their own.
    const guestbooks: string[] = [];
    for (let index = 0; index < 10; index += 1)
      guestbooks.push((await common.createHost(base, index, { "x-forwarded-for": `10.8.0.${index + 1}` })).guestbookId);

    const attempts: TAttempt[] = [];
    let guestNumber = 0;
    /** The page's transport, on fetch: each guest from an address of their own, as behind the one trusted proxy. */
    const transportFor =
      (address: string): TUploadTransport =>
      async ({ endpoint, body }) => {
        const sentAt = performance.now();
        try {
          const response = await fetch(endpoint, { method: "POST", body, headers: { "x-forwarded-for": address } });
          const bodyText = await response.text();
          attempts.push({ sentAt, doneAt: performance.now(), status: response.status });
          return { status: response.status, bodyText, retryAfter: response.headers.get("retry-after") };
        } catch {
          attempts.push({ sentAt, doneAt: performance.now(), status: "network" });
          throw new UploadTransportError("network");
        }
      };
    const guest = async (index: number): Promise<{ clientUploadId: string; id: string | null }> => {
      const clientUploadId = randomUUID();
      const address = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const number = guestNumber++;
      for (let round = 0; round <= GUEST_RETRIES; round += 1) {
        try {
          const { id } = await uploadTake({
            endpoint: `${base}/api/guestbooks/record`,
            blob: take,
            fileName: "recording.webm",
            fields: { guestbookId: guestbooks[index % guestbooks.length], guestName: `Guest ${number}`, anonymous: "false" },
            clientUploadId,
            send: transportFor(address),
          });
          return { clientUploadId, id };
        } catch {
          // Kept on the device (IndexedDB); the guest taps Retry a little later.
          if (round < GUEST_RETRIES) await sleep(GUEST_RETRY_AFTER_MS);
        }
      }
      return { clientUploadId, id: null };
    };

    const faults: TFault[] = [];
    const started = performance.now();
    const at = (ms: number) => sleep(Math.max(0, started + ms - performance.now()));
    const injectFaults = async () => {
      await at(FAULT_AT_MS.database);
      const pid = postmasterPid(pgDir);
      if (pid) {
        const fault: TFault = { name: "database killed (SIGKILL of the postmaster)", at: performance.now() - started };
        faults.push(fault);
        process.kill(pid, "SIGKILL");
        await waitUntil(
          () => {
            const now = postmasterPid(pgDir);
            return now !== null && now !== pid;
          },
          60_000,
          "the database to be started again",
        );
        fault.backAt = performance.now() - started;
      }
      await at(FAULT_AT_MS.worker);
      faults.push({ name: "worker killed (SIGKILL, with its ffmpeg)", at: performance.now() - started });
      process.kill(-workers[0].child.pid!, "SIGKILL");
      await at(FAULT_AT_MS.storage);
      const storage: TFault = { name: `storage away for ${STORAGE_AWAY_MS / 1000} s (S3 server stopped)`, at: performance.now() - started };
      faults.push(storage);
      await s3.close();
      await sleep(STORAGE_AWAY_MS);
      s3 = await startStorage();
      storage.backAt = performance.now() - started;
    };
    const [outcomes] = await Promise.all([
      Promise.all(
        Array.from({ length: GUESTS }, async (_, index) => {
          await at(index * ARRIVAL_EVERY_MS);
          return guest(index);
        }),
      ),
      injectFaults(),
    ]);
    const uploadsDone = performance.now();
    const saved = outcomes.filter((outcome) => outcome.id !== null);

    // Every take that got its id must end with exactly one MP3; the queue gets the time a killed worker's lease takes.
    const client = new Client({ connectionString: database.url });
    await client.connect();
    let pending = saved.length;
    const mp3Deadline = Date.now() + MP3_TIMEOUT_MS;
    while (Date.now() < mp3Deadline) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "AudioFile" WHERE status <> 'ready'`);
      pending = rows[0].n;
      if (pending === 0) break;
      await sleep(1_000);
    }
    const mp3sDone = performance.now();
    const recordings = await client.query<{ id: string; clientUploadId: string; originalKey: string; mp3Key: string | null; status: string }>(
      `SELECT r.id, r."clientUploadId", a."originalKey", a."mp3Key", a.status FROM "Recording" r JOIN "AudioFile" a ON a.id = r."audioId"`,
    );
    const jobs = await client.query<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM pgboss.job WHERE name = 'audio.transcode'`);
    await client.end();

    const keys: string[] = [];
    let token: string | undefined;
    do {
      const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      keys.push(...(listed.Contents ?? []).map((object) => object.Key!));
      token = listed.NextContinuationToken;
    } while (token);
    const rows = recordings.rows;
    const savedIds = new Set(saved.map((outcome) => outcome.id));
    const perUploadId = new Map<string, number>();
    for (const row of rows) perUploadId.set(row.clientUploadId, (perUploadId.get(row.clientUploadId) ?? 0) + 1);
    const duplicates = [...perUploadId.values()].filter((count) => count > 1).length + rows.filter((row) => !savedIds.has(row.id)).length;
    const mp3s = keys.filter((key) => key.endsWith(".mp3"));
    const heldKeys = new Set(rows.flatMap((row) => [row.originalKey, row.mp3Key ?? ""]));
    // Voices only: a guestbook's own files (its cover) are held by the guestbook, not by a take.
    const leftovers = keys.filter((key) => (key.includes("/audio/") || key.includes("/exports/")) && !heldKeys.has(key));
    const withoutMp3 = rows.filter((row) => row.status !== "ready" || !row.mp3Key || !keys.includes(row.mp3Key));
    const moreThanOneMp3 = rows.filter((row) => mp3s.filter((key) => key.includes(`/${row.id}.`)).length > 1);
    const withoutOriginal = rows.filter((row) => !keys.includes(row.originalKey));
    const statuses = new Map<string, number>();
    for (const attempt of attempts) statuses.set(String(attempt.status), (statuses.get(String(attempt.status)) ?? 0) + 1);
    // The first take sent after the fault that was saved: when it was sent (the app taking takes again) and answered.
    const backAfter = (fault: TFault) => {
      const first = attempts.filter((attempt) => attempt.sentAt - started >= fault.at && attempt.status === 201).sort((a, b) => a.sentAt - b.sentAt)[0];
      return first
        ? `${seconds(first.sentAt - started - fault.at)} after it (that take answered ${seconds(first.doneAt - started - fault.at)} after it)`
        : "never";
    };

    console.log(
      "mode: faults: one web instance (RUN_WORKERS=false) + two `npm run worker`, files in S3 (s3rver), embedded PostgreSQL supervised by this process",
    );
    console.log(common.machineLine());
    console.log(
      `guests: ${GUESTS}, one every ${ARRIVAL_EVERY_MS} ms, ${TAKE_SECONDS} s takes, retrying as the guest page does (then Retry tapped up to ${GUEST_RETRIES} times, ${GUEST_RETRY_AFTER_MS / 1000} s apart)`,
    );
    console.log(`takes saved: ${saved.length} of ${GUESTS} (all answered after ${seconds(uploadsDone - started)})`);
    console.log(
      `answers: ${[...statuses]
        .sort()
        .map(([status, count]) => `${count} x ${status}`)
        .join(", ")}; 500 answered: ${statuses.get("500") ?? 0}`,
    );
    for (const fault of faults) {
      const back = fault.backAt !== undefined ? `, back after ${seconds(fault.backAt - fault.at)}` : "";
      console.log(`${fault.name} at ${seconds(fault.at)}${back}: the app took takes again ${backAfter(fault)}`);
    }
    console.log(`duplicates: ${duplicates} (rows per take: ${rows.length} for ${saved.length} saved)`);
    console.log(
      `takes without MP3: ${withoutMp3.length}; with more than one: ${moreThanOneMp3.length}; rows without their original: ${withoutOriginal.length}; stored voice files no row holds: ${leftovers.length}${leftovers.length ? ` (${leftovers.slice(0, 3).join(", ")})` : ""}`,
    );
    console.log(
      `every MP3 made: ${seconds(mp3sDone - started)} after the first guest${pending ? ` (${pending} still not after ${seconds(MP3_TIMEOUT_MS)})` : ""}; transcode jobs retried: ${jobs.rows.filter((job) => job.retry_count > 0).length} of ${jobs.rows.length}`,
    );
    if (supervisorLog.length) console.log(`supervisor: ${supervisorLog.join(" | ")}`);
  } finally {
    for (const child of processes) await common.stopProcess(child, { group: true });
    s3Client.destroy();
    await s3.close().catch(() => undefined);
    await database.stop();
  }
}
