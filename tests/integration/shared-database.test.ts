// Two `npm start`s on one data folder share its embedded PostgreSQL: the second joins the cluster the
// first started. When the first stops (Ctrl-C reaches its whole process group, PostgreSQL included), the
// second starts the cluster again on the same port and keeps answering requests that read the database.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/lib/db/embedded";

const root = process.cwd();
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const hasBuild = existsSync(path.join(root, ".next", "BUILD_ID"));
const started: ChildProcess[] = [];
const READS_DATABASE = "/api/blog-posts/public?page=1&limit=1";

function start(dataDir: string, port: number, pgPort: number): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    APP_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.NEXTAUTH_URL;
  // A process group of its own, so the test can press Ctrl-C on it as a terminal would.
  const child = spawn(tsx, ["--conditions=react-server", "scripts/start.ts"], { cwd: root, env, detached: true, stdio: ["ignore", "ignore", "inherit"] });
  started.push(child);
  return child;
}

function interrupt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(-child.pid!, "SIGINT");
  });
}

/** Waits until `url` answers 200, up to `ms`; answers the last status seen otherwise. */
async function statusWithin(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let last = 0;
  while (Date.now() < deadline) {
    last = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (last === 200) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

function postmasterAlive(dataDir: string): boolean {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, "utf8").split("\n")[0]), 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  await Promise.all(started.map(interrupt));
});

(hasBuild ? it : it.skip)(
  "a second instance on the same data folder keeps serving after the first one stops",
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "echobook-shared-"));
    try {
      const [first, second] = [await freePort(), await freePort()];
      const pgPort = await freePort();
      const one = start(dataDir, first, pgPort);
      // The blog's list reads the database on every request (500 when it cannot).
      expect(await statusWithin(`http://127.0.0.1:${first}${READS_DATABASE}`, 60_000)).toBe(200);
      const two = start(dataDir, second, pgPort);
      expect(await statusWithin(`http://127.0.0.1:${second}${READS_DATABASE}`, 60_000)).toBe(200);

      await interrupt(one);
      expect(await statusWithin(`http://127.0.0.1:${second}${READS_DATABASE}`, 30_000)).toBe(200);
      expect(postmasterAlive(dataDir)).toBe(true);

      // The survivor now owns the cluster and stops it when it stops.
      await interrupt(two);
      expect(postmasterAlive(dataDir)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);
