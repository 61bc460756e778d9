// Counters in PostgreSQL, so every instance sees the same counts. An attempt is counted in the same
// statement that judges it, before the work it guards, so parallel requests cannot all pass a check made
// before any of them was counted. Two kinds (numbers and reasons: docs/SECURITY.md):
// - `enforceLimit`: at most `max` uses of a key in a fixed window (sign-ups per address an hour).
// - `failureBackoff`: a key may fail `free` times in a row; after that each attempt has to wait for a
//   wait that doubles with every further failure (wrong passwords per account and address).
import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { tooManyRequests } from "@/lib/http/errors";

export type TWindow = { max: number; windowSeconds: number };

type TQueryClient = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Counts one hit and returns the count in the current window. */
async function hit(key: string, windowSeconds: number, client: TQueryClient): Promise<{ count: number; resetAt: Date }> {
  const rows = await client.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  return rows[0];
}

/**
 * Counts one use of `key`; past `max` in the window it throws 429 (RATE_LIMITED) with Retry-After. Given a
 * transaction, the count stands only if the transaction commits, and parallel ones wait for its row lock:
 * a use that must succeed to count (an accepted take) is counted in the transaction that saves it.
 */
export async function enforceLimit(key: string, { max, windowSeconds }: TWindow, message: string, client: TQueryClient = db): Promise<void> {
  const { count, resetAt } = await hit(key, windowSeconds, client);
  if (count > max) throw tooManyRequests(message, (resetAt.getTime() - Date.now()) / 1000);
}

/** Throws the 429 `enforceLimit` would once `key` has used its `max` in the current window, without counting a use. */
export async function assertUnderLimit(key: string, { max }: TWindow, message: string): Promise<void> {
  const rows = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    SELECT "count", "resetAt" FROM "RateLimit" WHERE "key" = ${key} AND "resetAt" > now()`;
  const row = rows[0];
  if (row && row.count >= max) throw tooManyRequests(message, (row.resetAt.getTime() - Date.now()) / 1000);
}

export type TBackoff = {
  /** Attempts in a row that need no wait. */
  free: number;
  /** The wait after the `free`-th failure in a row; it doubles with each further one, up to `maxWaitSeconds`. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A key with no attempt for this long after its wait ended starts afresh. */
  forgetSeconds: number;
};

/** Seconds the next attempt has to wait after `attempts` failures in a row. */
export function waitAfter(attempts: number, { free, firstWaitSeconds, maxWaitSeconds }: TBackoff): number {
  if (attempts < free) return 0;
  return Math.min(maxWaitSeconds, firstWaitSeconds * 2 ** Math.min(attempts - free, 30));
}

/** `waitAfter` in SQL, for a count only the database knows: the growing waits as an array, then the cap. */
function waitAfterSql(attempts: Prisma.Sql, backoff: TBackoff): Prisma.Sql {
  const growing: number[] = [];
  for (let n = backoff.free; growing.length === 0 || waitAfter(n, backoff) < backoff.maxWaitSeconds; n += 1) growing.push(waitAfter(n, backoff));
  return Prisma.sql`(CASE WHEN ${attempts} < ${backoff.free}::int THEN 0
    ELSE COALESCE((ARRAY[${Prisma.join(growing.map((seconds) => Prisma.sql`${seconds}::float8`))}])[${attempts} - ${backoff.free}::int + 1], ${backoff.maxWaitSeconds}::float8) END)`;
}

// A backoff row keeps its count and, in resetAt, the moment it may be forgotten: the moment the next
// attempt may be made plus forgetSeconds. Every row's resetAt is thus the time it may be swept. Times are
// clock_timestamp(), read once the row is locked (now() is when the statement began, before it waited for a
// parallel one); and below `free` failures no wait is owed at all, whatever a stored time, rounded to the
// millisecond, says.
const notBeforeSql = (backoff: TBackoff) => Prisma.sql`"RateLimit"."resetAt" - make_interval(secs => ${backoff.forgetSeconds}::float8)`;

/**
 * Counts an attempt on `key` unless it must still wait; answers the seconds left to wait, or 0 when the
 * attempt was counted. The upsert only updates a row whose wait is over, so of parallel attempts exactly
 * those the count allows get a row back.
 */
async function admit(key: string, backoff: TBackoff): Promise<number> {
  const next = Prisma.sql`(CASE WHEN "RateLimit"."resetAt" <= clock_timestamp() THEN 1 ELSE "RateLimit"."count" + 1 END)`;
  const admitted = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${backoff.forgetSeconds}::float8 + ${waitAfterSql(Prisma.sql`1`, backoff)}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = ${next},
      "resetAt" = clock_timestamp() + make_interval(secs => ${backoff.forgetSeconds}::float8 + ${waitAfterSql(next, backoff)})
    WHERE "RateLimit"."count" < ${backoff.free}::int OR ${notBeforeSql(backoff)} <= clock_timestamp()
    RETURNING "count"`;
  if (admitted.length > 0) return 0;
  const [row] = await db.$queryRaw<{ wait: number }[]>`
    SELECT EXTRACT(EPOCH FROM ${notBeforeSql(backoff)} - clock_timestamp())::float8 AS "wait" FROM "RateLimit" WHERE "key" = ${key}`;
  return Math.max(1, Math.ceil(row?.wait ?? 1));
}

/** Takes a counted attempt back: one failure fewer, and no longer a wait than that count calls for. */
async function takeBack(key: string, backoff: TBackoff): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET
      "count" = "count" - 1,
      "resetAt" = LEAST("resetAt", clock_timestamp() + make_interval(secs => ${backoff.forgetSeconds}::float8 + ${waitAfterSql(Prisma.sql`("RateLimit"."count" - 1)`, backoff)}))
    WHERE "key" = ${key} AND "count" > 0 AND "resetAt" > clock_timestamp()`;
}

/** A key an attempt counts on, and what a success does to it: forget its failures, or not count the attempt. */
export type TBackoffKey = { key: string; backoff: TBackoff; onSuccess: "forget" | "takeBack" };

/**
 * Slows keys down after repeated failures. `attempt` counts the attempt on every key before it is judged
 * and throws 429 with Retry-After while any key must still wait (an attempt refused that way counts on
 * none). A failure needs nothing more: it stays counted. After a success, call `succeeded`. The 429
 * carries `code` (RATE_LIMITED unless the caller names its own, such as a locked activation).
 */
export function failureBackoff(message: string, code?: "RATE_LIMITED" | "ACTIVATION_LOCKED") {
  return {
    async attempt(keys: TBackoffKey[]): Promise<{ succeeded: () => Promise<void> }> {
      const counted: TBackoffKey[] = [];
      for (const entry of keys) {
        const wait = await admit(entry.key, entry.backoff);
        if (wait > 0) {
          for (const done of counted) await takeBack(done.key, done.backoff);
          throw tooManyRequests(message, wait, code);
        }
        counted.push(entry);
      }
      return {
        async succeeded() {
          for (const { key, backoff, onSuccess } of keys) {
            if (onSuccess === "forget") await db.rateLimit.deleteMany({ where: { key } });
            else await takeBack(key, backoff);
          }
        },
      };
    },
  };
}
