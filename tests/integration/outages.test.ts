// A party that survives its database and storage going away, against an instance of its own (the shared
// test database is never touched): a production build of the web server (RUN_WORKERS=false) and one
// `npm run worker`, on an embedded PostgreSQL this test starts and supervises as `npm start` does, with
// files in S3 (s3rver). The database is killed with SIGKILL, then stopped and started again, then storage
// goes away; neither process is restarted.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Client } from "pg";
import { createInterface } from "node:readline";
import { freePort } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { makeTone } from "@/tests/helpers/audio";

type TS3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require("s3rver") as new (options: Record<string, unknown>) => TS3rver;

const root = process.cwd();
const hasBuild = existsSync(path.join(root, ".next", "BUILD_ID"));
const BUCKET = "echobook-outages";
const DATABASE = "echobook_outages";

let work: string;
let pgPort: number;
let database: ChildProcess;
let databaseUrl: string;
const events: Record<string, unknown>[] = [];
let s3: TS3rver;
let s3Port: number;
let s3Client: S3Client;
let base: string;
const supervisorLog: string[] = [];
const processes: { child: ChildProcess; output: () => string }[] = [];
let host: { token: string; guestbookId: string };
let take: Buffer;
let longTake: Buffer;

/** The database's own process (tests/helpers/supervised-database.ts): supervised as `npm start` supervises its own. */
async function startDatabase(): Promise<void> {
  database = spawn(
    process.execPath,
    [require.resolve("tsx/cli"), "tests/helpers/supervised-database.ts", path.join(work, "pg"), String(pgPort), DATABASE, "fresh"],
    {
      cwd: root,
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  void (async () => {
    for await (const line of createInterface({ input: database.stdout! })) {
      // Its events; anything else it prints (a note about folder permissions) is not one.
      if (!line.startsWith("{")) continue;
      const event = JSON.parse(line) as Record<string, unknown>;
      events.push(event);
      if (typeof event.log === "string") supervisorLog.push(event.log);
    }
  })();
  databaseUrl = await waitFor(
    () => (events.find((event) => typeof event.ready === "string")?.ready as string | undefined) ?? false,
    60_000,
    () => "the database",
  );
}

/** Sends "stop" or "start" to the database's process and waits until it has done it. */
async function command(what: "stop" | "start"): Promise<void> {
  const seen = events.length;
  database.stdin!.write(`${what}\n`);
  await waitFor(
    () => events.slice(seen).some((event) => (what === "stop" ? event.stopped : event.ready)) || false,
    60_000,
    () => `the database to ${what}`,
  );
}

const startStorage = async () => {
  s3 = new S3rver({ address: "127.0.0.1", port: s3Port, silent: true, directory: path.join(work, "s3"), configureBuckets: [{ name: BUCKET }] });
  s3Port = (await s3.run()).port;
};

function startProcess(args: string[], env: NodeJS.ProcessEnv) {
  let output = "";
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const started = { child, output: () => output };
  processes.push(started);
  return started;
}

async function waitFor<T>(check: () => Promise<T | false> | T | false, timeoutMs: number, what: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(): number {
  return Number(readFileSync(path.join(work, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
}

const health = () =>
  fetch(`${base}/api/health`).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  }));

async function upload(audio: Buffer, clientUploadId = randomUUID()) {
  const form = new FormData();
  form.set("clientUploadId", clientUploadId);
  form.set("guestbookId", host.guestbookId);
  form.set("guestName", "Guest");
  form.set("anonymous", "false");
  form.set("audio", new Blob([new Uint8Array(audio)], { type: "audio/webm" }), "recording.webm");
  const response = await fetch(`${base}/api/guestbooks/record`, { method: "POST", body: form, headers: { "x-forwarded-for": "10.9.0.1" } });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    clientUploadId,
  };
}

async function storedKeys(): Promise<string[]> {
  const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `guestbooks/${host.guestbookId}/` }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

beforeAll(async () => {
  if (!hasBuild) return;
  work = await mkdtemp(path.join(os.tmpdir(), "echobook-outages-"));
  [pgPort, s3Port] = [await freePort(), await freePort()];
  await startDatabase();
  await migrate(databaseUrl);
  await startStorage();
  s3Client = new S3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const secret = randomUUID();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: work,
    PORT: String(port),
    APP_URL: base,
    NEXTAUTH_URL: base,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    TRUST_PROXY_HOPS: "1",
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    JOB_CONCURRENCY: "1",
  };
  const web = startProcess(["--import", "tsx", "scripts/server.ts", "--port", String(port), "--hostname", "127.0.0.1"], { ...env, RUN_WORKERS: "false" });
  const worker = startProcess(["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], env);
  await waitFor(
    () => worker.output().includes("Worker ready"),
    90_000,
    () => `the worker:\n${worker.output()}`,
  );
  await waitFor(
    async () => (await health().catch(() => ({ status: 0 }))).status === 200,
    90_000,
    () => `the web instance:\n${web.output()}`,
  );

  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.2" },
    body: JSON.stringify({ firstName: "Host", email: `host.${Date.now()}@example.test`, password: "correct horse battery" }),
  }).then((response) => response.json() as Promise<{ token: string }>);
  const created = await fetch(`${base}/api/guestbooks`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${registered.token}` },
    body: JSON.stringify({
      guestbookName: "Outage party",
      eventType: "Wedding",
      eventDate: new Date().toISOString().slice(0, 10),
      tierIdx: 0,
      allowAnonymous: true,
    }),
  }).then((response) => response.json() as Promise<{ guestbook: { id: string } }>);
  host = { token: registered.token, guestbookId: created.guestbook.id };
  // Room for the long take below (a free guestbook takes a minute at most); this database is the test's own.
  await query(`UPDATE "Guestbook" SET "maxRecordingDuration" = 300 WHERE id = $1`, [host.guestbookId]);
  take = await readFile(await makeTone(3, "webm"));
  // Long enough that its MP3 is still being made when the database goes away.
  longTake = await readFile(await makeTone(240, "webm"));
}, 240_000);

afterAll(async () => {
  for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  s3Client?.destroy();
  await s3?.close().catch(() => undefined);
  if (database && database.exitCode === null) {
    database.stdin!.end();
    await new Promise((resolve) => database.once("exit", resolve));
  }
  if (work) await rm(work, { recursive: true, force: true });
});

const hasBuildIt = hasBuild ? it : it.skip;

describe("outages during a party", () => {
  hasBuildIt(
    "the embedded database killed with SIGKILL is back within 10 s, and the app saves a take without being restarted",
    async () => {
      expect((await upload(take)).status).toBe(201);
      const killed = postmasterPid();
      const killedAt = Date.now();
      process.kill(killed, "SIGKILL");
      await waitFor(
        async () =>
          existsSync(path.join(work, "pg", "postmaster.pid")) &&
          postmasterPid() !== killed &&
          (await query("SELECT 1").then(
            () => true,
            () => false,
          )),
        10_000,
        () => `the database to come back:\n${supervisorLog.join("\n")}`,
      );
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      // The supervisor says so (its line may reach us a moment after the database answers).
      await waitFor(
        () => supervisorLog.some((line) => line.includes("exited unexpectedly; started it again on the same data")),
        5_000,
        () => `the supervisor's line:\n${supervisorLog.join("\n")}`,
      );

      await waitFor(
        async () => (await health()).status === 200,
        10_000,
        () => "the health check to answer 200",
      );
      const saved = await upload(take);
      expect(saved.status).toBe(201);
      expect(await query(`SELECT id FROM "Recording" WHERE "clientUploadId" = $1`, [saved.clientUploadId])).toHaveLength(1);
    },
    60_000,
  );

  hasBuildIt(
    "with the database stopped, uploads and the health check answer 503; once it is back, both 200, and the MP3 cut short is made",
    async () => {
      const before = await upload(longTake);
      expect(before.status).toBe(201);
      const [{ audioId }] = await query<{ audioId: string }>(`SELECT "audioId" FROM "Recording" WHERE id = $1`, [String(before.body.id)]);
      const activeJob = () => query(`SELECT id FROM pgboss.job WHERE name = 'audio.transcode' AND data->>'audioId' = $1 AND state = 'active'`, [audioId]);
      await waitFor(
        async () => (await activeJob()).length === 1,
        30_000,
        () => "the worker to start the MP3",
      );

      const cutShort = () => processes[1].output().split("job was cut short by the database going away").length - 1;
      const cutShortBefore = cutShort();
      await command("stop");
      // The worker's MP3 reaches the point where it records its result, and finds the database gone.
      await waitFor(
        () => cutShort() > cutShortBefore,
        60_000,
        () => `the worker to notice:\n${processes[1].output().slice(-3_000)}`,
      );
      const refused = await upload(take);
      expect(refused).toMatchObject({ status: 503, body: { code: "UNAVAILABLE", error: "The service is briefly unavailable. Please try again in a moment." } });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      const down = await health();
      expect(down).toMatchObject({ status: 503, body: { ok: false, down: ["database"] } });
      expect(Number(down.retryAfter)).toBeGreaterThan(0);
      // The guest page: 503 with Retry-After (lib/http/page-outages.ts), and Next.js's error document, which
      // the browser fills with the page's own error screen; nothing of the database's error reaches it.
      const page = await fetch(`${base}/live-guestbook/${host.guestbookId}?during=outage`);
      const html = await page.text();
      expect(page.status).toBe(503);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain('id="__next_error__"');
      expect(html).not.toMatch(/prisma|ECONNREFUSED|postmaster|terminating|57P01/i);

      await command("start");
      await waitFor(
        async () => (await health()).status === 200,
        15_000,
        () => "the health check to answer 200 again",
      );
      expect((await upload(take, refused.clientUploadId)).status).toBe(201);

      // The job the database's stop cut short ran again, once, and the take has exactly one MP3.
      await waitFor(
        async () => (await query<{ status: string }>(`SELECT status FROM "AudioFile" WHERE id = $1`, [audioId]))[0].status === "ready" || false,
        90_000,
        () => `the MP3 to be made:\n${processes[1].output().slice(-3_000)}`,
      );
      const jobs = await query<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM pgboss.job WHERE name = 'audio.transcode' AND data->>'audioId' = $1`,
        [audioId],
      );
      expect(jobs).toEqual([{ state: "completed", retry_count: 1 }]);
      const recordingId = String(before.body.id);
      expect((await storedKeys()).filter((key) => key.includes(recordingId))).toEqual([
        `guestbooks/${host.guestbookId}/audio/${recordingId}.webm`,
        `guestbooks/${host.guestbookId}/exports/${recordingId}.even.mp3`,
      ]);
      expect(processes.every(({ child }) => child.exitCode === null)).toBe(true);
    },
    180_000,
  );

  hasBuildIt(
    "a storage outage answers 503 and leaves no half-saved take; once storage is back the same take is saved once",
    async () => {
      // Originals only: MP3s of earlier takes may still be on their way from the worker.
      const originals = async () => (await storedKeys()).filter((key) => key.includes("/audio/"));
      const keysBefore = await originals();
      await s3.close();
      const refused = await upload(take);
      expect(refused).toMatchObject({ status: 503, body: { code: "UNAVAILABLE" } });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(await health()).toMatchObject({ status: 503, body: { ok: false, down: ["storage"] } });
      expect(await query(`SELECT id FROM "Recording" WHERE "clientUploadId" = $1`, [refused.clientUploadId])).toEqual([]);

      await startStorage();
      expect(await originals()).toEqual(keysBefore);
      await waitFor(
        async () => (await health()).status === 200,
        10_000,
        () => "the health check to answer 200 again",
      );
      const saved = await upload(take, refused.clientUploadId);
      expect(saved.status).toBe(201);
      expect(await query(`SELECT id FROM "Recording" WHERE "clientUploadId" = $1`, [refused.clientUploadId])).toHaveLength(1);
      expect((await originals()).filter((key) => !keysBefore.includes(key))).toEqual([`guestbooks/${host.guestbookId}/audio/${String(saved.body.id)}.webm`]);
    },
    60_000,
  );
});
