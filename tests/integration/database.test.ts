// The hand-written SQL migrations must match prisma/schema.prisma, and the migrator must behave like
// `prisma migrate deploy` (same bookkeeping table, idempotent, refuses an edited migration).
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { migrate, readMigrations } from "@/lib/db/migrate";
import { databaseUrl } from "../helpers/env";

const SCALARS = new Set(["String", "Int", "Boolean", "DateTime", "Json", "Float", "BigInt", "Decimal", "Bytes"]);

function schemaModels() {
  const schema = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
  const enums = new Set([...schema.matchAll(/^enum (\w+) \{/gm)].map((match) => match[1]));
  const models = new Map<string, { column: string; nullable: boolean }[]>();
  for (const [, name, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const columns = body
      .split("\n")
      .map((line) => line.trim().match(/^(\w+)\s+(\w+)(\[\])?(\?)?/))
      .filter((match): match is RegExpMatchArray => Boolean(match) && (SCALARS.has(match![2]) || enums.has(match![2])))
      .map((match) => ({ column: match[1], nullable: Boolean(match[4]) || Boolean(match[3]) }));
    models.set(name, columns);
  }
  return models;
}

describe("database schema", () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  it("has every model's table and column, with the schema's nullability", async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
      "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'",
    );
    const actual = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.is_nullable === "YES"]));
    const problems: string[] = [];
    const models = schemaModels();
    expect(models.size).toBeGreaterThan(15);
    for (const [model, columns] of models) {
      for (const { column, nullable } of columns) {
        const key = `${model}.${column}`;
        if (!actual.has(key)) problems.push(`missing ${key}`);
        else if (actual.get(key) !== nullable) problems.push(`${key} nullable=${actual.get(key)} but schema says ${nullable}`);
      }
    }
    const modelColumns = new Set([...models].flatMap(([model, columns]) => columns.map((c) => `${model}.${c.column}`)));
    for (const key of actual.keys()) {
      if (!key.startsWith("_prisma_migrations.") && !modelColumns.has(key)) problems.push(`extra column ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it("records applied migrations the way prisma migrate deploy does", async () => {
    const { rows } = await client.query(`SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`);
    const local = readMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(local.map((m) => m.name));
    expect(rows.map((row) => row.checksum)).toEqual(local.map((m) => m.checksum));
    expect(rows.every((row) => row.finished_at !== null && row.applied_steps_count === 1)).toBe(true);
  });

  it("applies nothing twice and refuses a migration edited after it was applied", async () => {
    const name = `echobook_migrate_${Date.now()}`;
    await client.query(`CREATE DATABASE "${name}"`);
    const url = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
    try {
      const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
      mkdirSync(path.join(dir, "20260101000000_first"));
      writeFileSync(path.join(dir, "20260101000000_first", "migration.sql"), 'CREATE TABLE "Thing" ("id" TEXT PRIMARY KEY);');
      expect(await migrate(url, readMigrations(dir))).toEqual(["20260101000000_first"]);
      expect(await migrate(url, readMigrations(dir))).toEqual([]);
      writeFileSync(path.join(dir, "20260101000000_first", "migration.sql"), 'CREATE TABLE "Other" ("id" TEXT PRIMARY KEY);');
      await expect(migrate(url, readMigrations(dir))).rejects.toThrow(/was edited after it was applied/);
      mkdirSync(path.join(dir, "20260102000000_broken"));
      writeFileSync(path.join(dir, "20260101000000_first", "migration.sql"), 'CREATE TABLE "Thing" ("id" TEXT PRIMARY KEY);');
      writeFileSync(path.join(dir, "20260102000000_broken", "migration.sql"), 'CREATE TABLE "Broken" (id NOPE);');
      await expect(migrate(url, readMigrations(dir))).rejects.toThrow(/20260102000000_broken failed/);
      const check = new Client({ connectionString: url });
      await check.connect();
      const broken = await check.query(`SELECT to_regclass('"Broken"') AS t`);
      await check.end();
      expect(broken.rows[0].t).toBeNull();
    } finally {
      await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
  });
});

describe("the embedded PostgreSQL where a host's data lives", () => {
  it("flushes to disk and has a password of its own, readable by its owner only", () => {
    // Started in a child process, as the launchers start it (the package is an ES module Jest cannot load).
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "echobook-embedded-")), "pg");
    const run = spawnSync(process.execPath, [require.resolve("tsx/cli"), "tests/helpers/embedded-fsync.ts", dataDir], { encoding: "utf8", timeout: 120_000 });
    expect(run.status).toBe(0);
    const { url, fsync } = JSON.parse(run.stdout.trim().split("\n").pop()!) as { url: string; fsync: string };
    const password = decodeURIComponent(new URL(url).password);
    expect(fsync).toBe("on");
    expect(password).not.toBe("echobook-local");
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(readFileSync(`${dataDir}.password`, "utf8").trim()).toBe(password);
    expect(statSync(`${dataDir}.password`).mode & 0o777).toBe(0o600);
  }, 150_000);
});
