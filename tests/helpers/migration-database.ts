// A database of its own for a migration test: made at the migration before the one under test, filled
// with old rows by the test, migrated the rest of the way, and dropped after.
import { PrismaPg } from "@prisma/adapter-pg";
import { Client } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { databaseUrl } from "./env";

export function migrationDatabase(label: string) {
  const name = `echobook_${label}_migration_${Date.now()}`;
  const url = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  const admin = new Client({ connectionString: databaseUrl });
  let prisma: PrismaClient | undefined;
  return {
    url,
    /** Creates the database with every migration before `migration` applied. */
    async createBefore(migration: string): Promise<void> {
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const before = readMigrations().filter((applied) => applied.name < migration);
      expect(before.length).toBeGreaterThan(0);
      await migrate(url, before);
    },
    /** Writes the old rows through a plain client (the generated Prisma client knows only the new tables). */
    async fill(write: (old: Client) => Promise<void>): Promise<void> {
      const old = new Client({ connectionString: url });
      await old.connect();
      try {
        await write(old);
      } finally {
        await old.end();
      }
    },
    /** Applies the remaining migrations: their names, and a Prisma client on the result (drop() ends it). */
    async migrateRest(): Promise<{ applied: string[]; prisma: PrismaClient }> {
      const applied = await migrate(url);
      prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
      return { applied, prisma };
    },
    async drop(): Promise<void> {
      await prisma?.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
