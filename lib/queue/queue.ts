// Background work (transcoding now, stitching later) goes through pg-boss, a job queue kept in PostgreSQL:
// any instance may run any job, and a job whose worker died is retried when its lease expires.
// pg-boss 10 is the newest line that runs on Node 20 (11 and later need Node 22).
import "server-only";
import PgBoss from "pg-boss";
import { getEnv } from "@/lib/env";
import { outageOf } from "@/lib/http/outage";

export const QUEUES = {
  transcodeAudio: "audio.transcode",
  // The polish pass: a stored voice's MP3 made again (lib/audio/polish-pass.ts), at background priority.
  polishAudio: "audio.polish",
  stitchAudio: "audio.stitch",
  buildKeepsake: "keepsake.build",
  deleteAccount: "account.delete",
  // One queue per way of sending (lib/mail/mail-mode.ts): only instances that send that way work it, so a
  // mail is delivered the way it was queued even where instances differ (the tests run both side by side).
  mailSmtp: "mail.smtp",
  mailOutbox: "mail.outbox",
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A mail to deliver, or a summary of a guestbook's new messages to write when its time comes (lib/mail/host-notes.ts). */
export type TMailJob = { mailId: string } | { summary: { guestbookId: string; from: string; to: string; key: string } };

export type TJobPayloads = {
  "audio.transcode": { audioId: string };
  "audio.polish": { audioId: string };
  "audio.stitch": { stitchId: string };
  // siteUrl: the APP_URL of the instance the host asked, so the book's QR codes open the same site whichever
  // instance draws it (absent in jobs queued before it was added: the drawing instance's own).
  "keepsake.build": { bookId: string; siteUrl?: string };
  "account.delete": { userId: string };
  "mail.smtp": TMailJob;
  "mail.outbox": TMailJob;
};

// Retries back off from 5 s (30 s for an account's deletion). A job that runs past its expiry is treated as crashed (its worker was killed)
// and retried: 3 minutes for one take's MP3 (a 5-minute take takes seconds), 30 for a stitch of up to 100
// recordings, 30 for an account's deletion. Expired jobs are found by pg-boss's maintenance, which one instance runs every
// MAINTENANCE_SECONDS; every job is idempotent, so a retry beside a slow first attempt does no harm.
const QUEUE_OPTIONS: Record<TQueueName, { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number; policy?: "stately" }> = {
  "audio.transcode": { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 180 },
  // A voice that cannot be polished keeps the MP3 it has; the next sweep tries again.
  // "stately": one job a voice waiting (and one running) however often the sweep queues it (by singleton key).
  "audio.polish": { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 600, policy: "stately" },
  "audio.stitch": { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800 },
  // A keepsake book of 1,000 messages is some 20 s of turns, each waiting behind uploads and MP3s.
  "keepsake.build": { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 900 },
  // A deletion is retried for about four hours (30 s doubling); after that the sweep queues it again.
  "account.delete": { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800 },
  // A mail server that is down is tried again after about 2, 4, 8 s ..., for 2 to 4 hours in all (13 attempts).
  "mail.smtp": { retryLimit: 12, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  "mail.outbox": { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
};
const MAINTENANCE_SECONDS = 15;
// An idle subscription looks for work this often; one that just finished a job looks again at once.
const POLLING_SECONDS = 1;
const SHUTDOWN_TIMEOUT_MS = 30_000;

type TBossHolder = {
  echobookBoss?: Promise<PgBoss>;
  echobookWorkers?: Map<TQueueName, string[]>;
  echobookOnQueueLost?: () => void;
  echobookQueueErrors?: { lastLogged: number; since: number };
};
const holder = globalThis as unknown as TBossHolder;
// While the database is away every worker's poll fails every second: one line a while, with a count.
const ERROR_LOG_EVERY_MS = 10_000;

function logQueueError(error: Error): void {
  const state = (holder.echobookQueueErrors ??= { lastLogged: 0, since: 0 });
  state.since += 1;
  if (Date.now() - state.lastLogged < ERROR_LOG_EVERY_MS) return;
  const more = state.since > 1 ? ` (and ${state.since - 1} more since the last report)` : "";
  state.lastLogged = Date.now();
  state.since = 0;
  console.error(`[echobook] job queue error${more}; its workers keep polling: ${error.message}`);
}

/** Called when pg-boss stopped without being asked to: the instance's workers are started again. */
export function onQueueLost(callback: () => void): void {
  holder.echobookOnQueueLost = callback;
}

async function startBoss(): Promise<PgBoss> {
  const connectionString = getEnv().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; the job queue needs PostgreSQL.");
  const boss = new PgBoss({
    connectionString,
    max: 4,
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    application_name: "echobook-jobs",
  });
  boss.on("error", logQueueError);
  // Only stopQueue() stops it on purpose; any other stop (pg-boss giving up) is started again by the next
  // call for the queue, and this instance's workers with it (lib/jobs/background.ts).
  boss.once("stopped", () => {
    // stopQueue() lets go of the queue before it stops it.
    if (!holder.echobookBoss) return;
    console.error("[echobook] the job queue stopped by itself; starting it again");
    holder.echobookBoss = undefined;
    holder.echobookWorkers = undefined;
    holder.echobookOnQueueLost?.();
  });
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await createQueueRetrying(boss, name);
  }
  return boss;
}

// Instances starting together on a fresh database create the same queues at once, and PostgreSQL may
// pick one of them as a deadlock victim (40P01); the queue exists once the other is done, so try again.
// A queue made by an older release gets today's options (creating an existing queue changes nothing).
export async function createQueueRetrying(boss: PgBoss, name: TQueueName, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, ...QUEUE_OPTIONS[name] });
      await boss.updateQueue(name, { name, ...QUEUE_OPTIONS[name] });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || (code !== "40P01" && code !== "23505")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 200));
    }
  }
}

export function getBoss(): Promise<PgBoss> {
  holder.echobookBoss ??= startBoss().catch((error: unknown) => {
    holder.echobookBoss = undefined;
    throw error;
  });
  return holder.echobookBoss;
}

/** Queues a job and, when this instance works that queue, wakes its idle workers at once instead of at the next poll. */
export async function enqueue<Q extends TQueueName>(
  name: Q,
  data: TJobPayloads[Q],
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<string | null> {
  const boss = await getBoss();
  const jobId = await boss.send(name, data, options);
  if (!options.startAfter) for (const workerId of holder.echobookWorkers?.get(name) ?? []) boss.notifyWorker(workerId);
  return jobId;
}

/**
 * Whether a job with this singleton key is waiting in the queue (created or waiting for a retry). pg-boss
 * dedupes by key only in time slots of at most 12 hours, so a day's summary asks here first; two that race
 * past this both run, and the mail's own key sends one mail.
 */
export async function hasWaitingJob(name: TQueueName, singletonKey: string): Promise<boolean> {
  const boss = await getBoss();
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') LIMIT 1`, [name, singletonKey]);
  return rows.length > 0;
}

/** Whether a queued job is still waiting, waiting for a retry, or running. */
export async function isJobPending(name: TQueueName, jobId: string): Promise<boolean> {
  const job = await (await getBoss()).getJobById(name, jobId);
  return job !== null && (job.state === "created" || job.state === "retry" || job.state === "active");
}

export type TJobHandler<Q extends TQueueName> = (data: TJobPayloads[Q], meta: { jobId: string; retryCount: number; retryLimit: number }) => Promise<void>;

/**
 * Works a queue with `concurrency` jobs at once: that many pg-boss subscriptions of one job each, so a
 * slow job never holds up the others' next fetch. A subscription that has just finished a job fetches
 * again at once (it notifies itself, which skips pg-boss's polling pause) and pauses only when the queue
 * was empty. Any number of instances may do this against one database: pg-boss hands each job to one.
 */
export async function work<Q extends TQueueName>(name: Q, concurrency: number, handler: TJobHandler<Q>): Promise<void> {
  holder.echobookWorkers ??= new Map();
  if (holder.echobookWorkers.has(name)) return;
  const boss = await getBoss();
  const ids: string[] = [];
  holder.echobookWorkers.set(name, ids);
  for (let index = 0; index < concurrency; index += 1) {
    let workerId = "";
    workerId = await boss.work<TJobPayloads[Q]>(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
      try {
        await handler(job.data, { jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
      } catch (error) {
        // A job cut short by the database going away: its "failed" mark would be lost too, leaving it
        // active until its lease expires (minutes). Wait for the database instead, then fail it, so it
        // runs again once, seconds after the database is back.
        if (outageOf(error) === "database") {
          console.error(`[echobook] a ${name} job was cut short by the database going away; it runs again once the database is back`);
          await databaseBack(boss, job.expireInSeconds * 1000);
        }
        throw error;
      } finally {
        boss.notifyWorker(workerId);
      }
    });
    ids.push(workerId);
  }
}

/** Resolves once the queue's database answers again, or after `withinMs` (then the lease expiry retries the job). */
async function databaseBack(boss: PgBoss, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs - 5_000;
  while (Date.now() < deadline) {
    const answered = await boss
      .getDb()
      .executeSql("SELECT 1", [])
      .then(
        () => true,
        () => false,
      );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Stops working the queues: running jobs get SHUTDOWN_TIMEOUT_MS to finish, and any still running then are
 * handed back (failed, so pg-boss retries them on another worker).
 */
export async function stopQueue(timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<void> {
  const pending = holder.echobookBoss;
  holder.echobookBoss = undefined;
  holder.echobookWorkers = undefined;
  if (pending) await (await pending).stop({ graceful: true, wait: true, timeout: timeoutMs });
}
