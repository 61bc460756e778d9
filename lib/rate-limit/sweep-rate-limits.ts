// Counters whose window or wait has passed are dead weight: every row's resetAt is the moment it may be
// forgotten (rate-limit.ts). Swept every 10 minutes, by one instance at a time (an advisory lock held for
// the one statement, which needs no transaction of its own).
import "server-only";
import { db } from "@/lib/db/client";

const SWEEP_EVERY_MS = 10 * 60_000;
// Not in the first moments of a server's life, when it connects and starts its workers.
const FIRST_SWEEP_AFTER_MS = 30_000;

export async function sweepRateLimits(): Promise<number> {
  return db.$executeRaw`
    WITH sweeper AS (SELECT pg_try_advisory_xact_lock(hashtext('sweep-rate-limits')) AS "locked")
    DELETE FROM "RateLimit" WHERE "resetAt" <= now() AND (SELECT "locked" FROM sweeper)`;
}

type TSweepHolder = { echobookRateLimitSweep?: ReturnType<typeof setInterval> };

export function startSweepingRateLimits(): void {
  const holder = globalThis as unknown as TSweepHolder;
  if (holder.echobookRateLimitSweep) return;
  const sweep = () => void sweepRateLimits().catch((error: unknown) => console.error("[echobook] rate-limit sweep failed", error));
  setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref();
  holder.echobookRateLimitSweep = setInterval(sweep, SWEEP_EVERY_MS);
  holder.echobookRateLimitSweep.unref();
}
