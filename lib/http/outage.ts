// Which service an error says is away: the database (down, restarting, failing over) or storage (S3
// unreachable or answering 5xx, a local disk failing). Such errors are answered 503 with Retry-After
// instead of 500 (errors.ts), since the same request succeeds once the service is back.
import { StorageUnavailableError } from "@/lib/storage/types";

export type TOutage = "database" | "storage";

/** How long a client waits before trying again while a service is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 3;

// Node's socket errors, reaching PostgreSQL directly (pg, pg-boss) or inside Prisma's adapter errors.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// PostgreSQL: connection exceptions (08...), shutting down / starting up / in recovery (57P01-57P03),
// too many connections (53300), and Prisma's "cannot reach / timed out / closed / pool timeout".
const DATABASE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "P1001", "P1002", "P1008", "P1017", "P2024"]);
// The kinds @prisma/adapter-pg gives the errors it maps (DriverAdapterError's cause).
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const DATABASE_MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Can't reach database server/i,
  /Unable to start a transaction in the given time/i,
];

type TErrorLike = { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

/** The error itself and what it wraps (causes, Prisma's driver adapter error), a few levels deep. */
function* chain(error: unknown): Generator<TErrorLike> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 12) {
    const next = queue.shift();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    const item = next as TErrorLike;
    yield item;
    queue.push(item.cause);
    if (typeof item.meta === "object" && item.meta !== null) queue.push((item.meta as { driverAdapterError?: unknown }).driverAdapterError);
    if (next instanceof AggregateError) queue.push(...next.errors);
  }
}

function isDatabaseFault(item: TErrorLike): boolean {
  for (const code of [item.code, item.originalCode]) {
    if (typeof code !== "string") continue;
    if (SOCKET_CODES.has(code) || DATABASE_CODES.has(code) || code.startsWith("08")) return true;
  }
  if (typeof item.kind === "string" && ADAPTER_KINDS.has(item.kind)) return true;
  return typeof item.message === "string" && DATABASE_MESSAGES.some((pattern) => pattern.test(item.message as string));
}

export function outageOf(error: unknown): TOutage | null {
  for (const item of chain(error)) {
    if (item instanceof StorageUnavailableError) return "storage";
    if ((item as { name?: unknown }).name === "PrismaClientInitializationError") return "database";
    if (isDatabaseFault(item)) return "database";
  }
  return null;
}
