// Background work (transcoding now, stitching later) goes through pg-boss, a job queue kept in PostgreSQL:
// any instance may run any job, and a job whose worker died is retried when its lease expires.
// pg-boss 10 is the newest line that runs on Node 20 (11 and later need Node 22).
import "server-only";
import PgBoss from "pg-boss";
import { getEnv } from "@/lib/env";

export const QUEUES = {
  transcodeAudio: "audio.transcode",
  stitchAudio: "audio.stitch",
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
  "audio.stitch": { stitchId: string };
  "mail.smtp": TMailJob;
  "mail.outbox": TMailJob;
};

// Retries back off from 5 s; a job that runs past its expiry (10 minutes for a transcode, 30 for a
// stitch of up to 100 recordings) is treated as crashed and retried.
const QUEUE_OPTIONS: Record<TQueueName, { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }> = {
  "audio.transcode": { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  "audio.stitch": { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800 },
  // A mail server that is down is tried again after about 2, 4, 8 s ..., for 2 to 4 hours in all (13 attempts).
  "mail.smtp": { retryLimit: 12, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  "mail.outbox": { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
};

type TBossHolder = { echobookBoss?: Promise<PgBoss>; echobookWorkers?: Map<TQueueName, string> };
const holder = globalThis as unknown as TBossHolder;

async function startBoss(): Promise<PgBoss> {
  const connectionString = getEnv().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; the job queue needs PostgreSQL.");
  const boss = new PgBoss({ connectionString, max: 4, schedule: false, application_name: "echobook-jobs" });
  boss.on("error", (error) => console.error("[echobook] job queue error", error));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await createQueueRetrying(boss, name);
  }
  return boss;
}

// Instances starting together on a fresh database create the same queues at once, and PostgreSQL may
// pick one of them as a deadlock victim (40P01); the queue exists once the other is done, so try again.
export async function createQueueRetrying(boss: PgBoss, name: TQueueName, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, ...QUEUE_OPTIONS[name] });
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

/** Queues a job and, when this instance works that queue, wakes its worker at once instead of at the next poll. */
export async function enqueue<Q extends TQueueName>(name: Q, data: TJobPayloads[Q], options: { startAfter?: Date; singletonKey?: string } = {}): Promise<string | null> {
  const boss = await getBoss();
  const jobId = await boss.send(name, data, options);
  const workerId = holder.echobookWorkers?.get(name);
  if (workerId && !options.startAfter) boss.notifyWorker(workerId);
  return jobId;
}

export type TJobHandler<Q extends TQueueName> = (data: TJobPayloads[Q], meta: { jobId: string; retryCount: number; retryLimit: number }) => Promise<void>;

/** Registers this instance as a worker for a queue; one job at a time each, polled every 2 s. */
export async function work<Q extends TQueueName>(name: Q, handler: TJobHandler<Q>): Promise<void> {
  holder.echobookWorkers ??= new Map();
  if (holder.echobookWorkers.has(name)) return;
  const boss = await getBoss();
  const workerId = await boss.work<TJobPayloads[Q]>(
    name,
    { pollingIntervalSeconds: 2, batchSize: 1, includeMetadata: true },
    async (jobs) => {
      for (const job of jobs) {
        await handler(job.data, { jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
      }
    },
  );
  holder.echobookWorkers.set(name, workerId);
}

export async function stopQueue(): Promise<void> {
  const pending = holder.echobookBoss;
  holder.echobookBoss = undefined;
  holder.echobookWorkers = undefined;
  if (pending) await (await pending).stop({ graceful: true, wait: true, timeout: 10_000 });
}
