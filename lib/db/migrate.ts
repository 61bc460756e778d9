// Applies prisma/migrations/<name>/migration.sql in order and records them in `_prisma_migrations`
// exactly as `prisma migrate deploy` does, so either tool can take over from the other. It exists
// because `prisma migrate` needs Prisma's schema engine, a binary downloaded at install that machines
// without access to Prisma's servers cannot get; the app applies its migrations on start with this.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any number works; it only has to be the same for every instance so two starts do not race.
const ADVISORY_LOCK_KEY = 72707369;

export type TMigration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = path.join(process.cwd(), "prisma", "migrations")): TMigration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Returns the names of the migrations it applied. Refuses to run over a failed or edited migration. */
export async function migrate(databaseUrl: string, migrations = readMigrations()): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const done = new Map(rows.filter((row) => !row.rolled_back_at).map((row) => [row.migration_name, row]));
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied. Add a new migration instead.`);
        }
        continue;
      }
      if (previous) throw new Error(`Migration ${migration.name} failed earlier; fix the database, then mark it rolled back.`);
      const id = randomUUID();
      await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`, [
        id,
        migration.checksum,
        migration.name,
      ]);
      try {
        await client.query("BEGIN");
        await client.query(migration.sql);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        await client.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
      applied.push(migration.name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}
