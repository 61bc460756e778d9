// `npm run worker` processes against a database of their own: one is killed (SIGKILL, with its ffmpeg)
// while it makes a take's MP3; the job's lease expires, another worker retries it, and the take ends with
// exactly one MP3 and no job or row left stuck. The second worker then stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import { Client } from "pg";
import { probeAudio } from "@/lib/audio/probe";
import { migrate } from "@/lib/db/migrate";
import { createLocalDriver } from "@/lib/storage/local";
import { makeTone } from "@/tests/helpers/audio";
import { databaseUrl } from "@/tests/helpers/env";

const name = `echobook_worker_kill_${Date.now()}`;
const url = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
const admin = new Client({ connectionString: databaseUrl });
const client = new Client({ connectionString: url });
let work: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await migrate(url);
  await client.connect();
  work = await mkdtemp(path.join(os.tmpdir(), "echobook-worker-kill-"));
});

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) process.kill(-worker.pid!, "SIGKILL");
  await client.end();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await rm(work, { recursive: true, force: true });
});

/** A worker in a process group of its own (so a kill takes its ffmpeg too), with its own temporary folder. */
function startWorker(label: string): { child: ChildProcess; tmp: string; output: () => string } {
  const tmp = path.join(work, `tmp-${label}`);
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      DATA_DIR: path.join(work, "data"),
      LOCAL_STORAGE_DIR: path.join(work, "uploads"),
      TMPDIR: tmp,
      JOB_CONCURRENCY: "1",
      NODE_ENV: "production",
    },
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  workers.push(child);
  return { child, tmp, output: () => output };
}

async function waitFor(check: () => boolean | Promise<boolean>, opts: { timeoutMs: number; intervalMs?: number; message: () => string }): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(opts.message());
    await new Promise((resolve) => setTimeout(resolve, opts.intervalMs ?? 200));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

describe("a worker killed mid-transcode", () => {
  it("loses nothing: the job is retried by another worker and the take gets exactly one MP3", async () => {
    const audioId = `kill${Date.now()}`;
    const originalKey = `messages/owner${audioId}/audio/${audioId}.webm`;
    const take = await makeTone(240, "webm");
    await createLocalDriver(path.join(work, "uploads")).put(originalKey, await readFile(take), { contentType: "audio/webm" });
    await client.query(
      `INSERT INTO "AudioFile" (id, "originalKey", "originalMime", "durationMs", status, seekable, "updatedAt") VALUES ($1, $2, 'audio/webm', 240000, 'processing', true, now())`,
      [audioId, originalKey],
    );

    const first = startWorker("first");
    await mkdir(first.tmp, { recursive: true });
    await waitFor(() => first.output().includes("Worker ready"), { timeoutMs: 60_000, message: () => `the first worker did not start:\n${first.output()}` });

    // Queued with a short lease, so the test need not wait out a real one.
    const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    await boss.send("audio.transcode", { audioId }, { expireInSeconds: 20 });
    await boss.stop({ graceful: false, close: true });

    // Mid-transcode: ffmpeg has begun writing the MP3 in the worker's temporary folder.
    const writing = () => readdirSync(first.tmp).some((dir) => dir.startsWith("echobook-mp3-") && existsSync(path.join(first.tmp, dir, "audio.mp3")));
    await waitFor(writing, { timeoutMs: 30_000, intervalMs: 5, message: () => `the first worker never started the MP3:\n${first.output()}` });
    process.kill(-first.child.pid!, "SIGKILL");
    expect((await exited(first.child)).signal).toBe("SIGKILL");
    const midway = await client.query(`SELECT status, "mp3Key" FROM "AudioFile" WHERE id = $1`, [audioId]);
    expect(midway.rows[0]).toEqual({ status: "processing", mp3Key: null });

    const second = startWorker("second");
    await mkdir(second.tmp, { recursive: true });
    await waitFor(async () => (await client.query(`SELECT status FROM "AudioFile" WHERE id = $1`, [audioId])).rows[0].status === "ready", {
      timeoutMs: 90_000,
      intervalMs: 250,
      message: () => `the job was not retried:\n${second.output()}`,
    });

    const { rows } = await client.query(`SELECT status, "mp3Key" FROM "AudioFile" WHERE id = $1`, [audioId]);
    expect(rows[0]).toEqual({ status: "ready", mp3Key: `messages/owner${audioId}/exports/${audioId}.even.mp3` });
    const exportsDir = path.join(work, "uploads", "messages", `owner${audioId}`, "exports");
    expect(readdirSync(exportsDir)).toEqual([`${audioId}.even.mp3`]);
    expect(readdirSync(path.join(work, "uploads", ".tmp"))).toEqual([]);
    const mp3 = await probeAudio(path.join(exportsDir, `${audioId}.even.mp3`));
    expect(mp3.container).toBe("mp3");
    expect(Math.abs(mp3.durationMs - 240_000)).toBeLessThan(500);

    // The one job ends completed, after at least one retry; nothing is left active or waiting.
    const jobs = () => client.query<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM pgboss.job WHERE name = 'audio.transcode'`);
    await waitFor(async () => (await jobs()).rows.every((job) => job.state === "completed"), { timeoutMs: 60_000, message: () => "the job did not complete" });
    const [job, ...others] = (await jobs()).rows;
    expect(others).toEqual([]);
    expect(job.retry_count).toBeGreaterThanOrEqual(1);

    // SIGTERM: nothing running, so it stops at once and cleanly.
    process.kill(second.child.pid!, "SIGTERM");
    expect(await exited(second.child)).toEqual({ code: 143, signal: null });
  }, 180_000);
});
