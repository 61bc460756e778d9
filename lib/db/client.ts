// The app's one Prisma client, on node-postgres through the driver adapter (no Prisma engine binary).
// Created on first use, so that `next build` can import route modules without a database. When the
// database goes away (a restart, a failover), node-postgres drops the connections that broke and opens
// new ones on the next query; meanwhile queries fail fast and the API answers 503 (lib/http/outage.ts).
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { echobookPrisma?: PrismaClient };

// A database that does not answer at all (a failover in progress) fails a request after this, not never.
const CONNECT_TIMEOUT_MS = 5_000;
const LOG_EVERY_MS = 10_000;
let lastLogged = 0;

/** A broken idle or transaction connection: logged (once every few seconds), dropped by the pool. */
function logConnectionError(error: Error): void {
  if (Date.now() - lastLogged < LOG_EVERY_MS) return;
  lastLogged = Date.now();
  console.error(`[echobook] database connection lost (${error.message}); reconnecting on the next query`);
}

function createClient(): PrismaClient {
  const url = getEnv().DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide the embedded PostgreSQL.");
  }
  // Password hashes never leave the database unless a query asks for them (login does).
  const adapter = new PrismaPg(
    { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    { onPoolError: logConnectionError, onConnectionError: logConnectionError },
  );
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

function client(): PrismaClient {
  globalForPrisma.echobookPrisma ??= createClient();
  return globalForPrisma.echobookPrisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const instance = client();
    const value = Reflect.get(instance, property, instance);
    return typeof value === "function" ? value.bind(instance) : value;
  },
});
