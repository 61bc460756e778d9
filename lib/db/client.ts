// The app's one Prisma client, on node-postgres through the driver adapter (no Prisma engine binary).
// Created on first use, so that `next build` can import route modules without a database.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { echobookPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const url = getEnv().DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide the embedded PostgreSQL.");
  }
  // Password hashes never leave the database unless a query asks for them (login does).
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }), omit: { user: { passwordHash: true } } });
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
