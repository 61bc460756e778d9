// A database of its own for a migration test: made at the migration before the one under test, filled
// with old rows by the test, migrated the rest of the way, and dropped after.
import { Client } from "pg";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { databaseUrl } from "./env";

export function migrationDatabase(label: string) {
  const name = `echobook_${label}_migration_${Date.now()}`;
  const url = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  const admin = new Client({ connectionString: databaseUrl });
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
    async drop(): Promise<void> {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
