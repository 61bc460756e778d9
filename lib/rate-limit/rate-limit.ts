// Fixed-window counters in PostgreSQL, so every instance sees the same counts. Two uses:
// `enforceLimit` caps how often a key may do something (uploads per address an hour), and
// `failureBlock` shuts a key out for a while after too many failures (wrong passwords, access codes).
import "server-only";
import { db } from "@/lib/db/client";
import { tooManyRequests } from "@/lib/http/errors";

export type TWindow = { max: number; windowSeconds: number };
/** Keys counted together, each with its own window (per account and per address, say). */
export type TKeyedWindows = [key: string, window: TWindow][];

/** Counts one hit and returns the count in the current window. */
async function hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  return rows[0];
}

/** Counts one use of `key`; past `max` in the window it throws 429 (RATE_LIMITED) with Retry-After. */
export async function enforceLimit(key: string, { max, windowSeconds }: TWindow, message: string): Promise<void> {
  const { count, resetAt } = await hit(key, windowSeconds);
  if (count > max) throw tooManyRequests(message, (resetAt.getTime() - Date.now()) / 1000);
}

/** Seconds until the key may be used again, or 0 when it is under its limit. */
async function blockedFor(key: string, limit: number): Promise<number> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt.getTime() <= Date.now() || row.count < limit) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
}

/**
 * Blocks keys after `max` failures in a window. `check` throws 429 while any key is blocked (before the
 * attempt is even looked at), `fail` counts a failure for every key, `clear` forgets one after a success.
 */
export function failureBlock(message: string) {
  return {
    async check(limits: TKeyedWindows): Promise<void> {
      const waits = await Promise.all(limits.map(([key, { max }]) => blockedFor(key, max)));
      const wait = Math.max(0, ...waits);
      if (wait > 0) throw tooManyRequests(message, wait);
    },
    async fail(limits: TKeyedWindows): Promise<void> {
      for (const [key, { windowSeconds }] of limits) await hit(key, windowSeconds);
    },
    async clear(key: string): Promise<void> {
      await db.rateLimit.deleteMany({ where: { key } });
    },
  };
}
