// What every launcher needs before the app can run: the database (embedded unless DATABASE_URL is
// set), migrations applied, and the session secret. Returns the environment for child processes.
import { getEnv } from "@/lib/env";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type TServices = { env: Record<string, string>; stop: () => Promise<void> };

export async function prepareServices(options: { databaseName?: string; embeddedDataDir?: string; fresh?: boolean; quiet?: boolean }): Promise<TServices> {
  const env = getEnv();
  const say = options.quiet ? () => {} : (line: string) => console.log(`[echobook] ${line}`);
  let databaseUrl = env.DATABASE_URL;
  let stop = async () => {};
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: options.embeddedDataDir ?? path.join(env.dataDir, "pg"),
      port: env.EMBEDDED_PG_PORT,
      database: options.databaseName ?? "echobook",
      fresh: options.fresh,
      // Started again here when it exits unexpectedly, or when the instance whose cluster this one joined stops it.
      supervise: true,
      log: (line) => (line.startsWith("The embedded") || line.startsWith("Could not") ? say(line) : undefined),
    });
    databaseUrl = embedded.url;
    stop = embedded.stop;
    say(`Embedded PostgreSQL ${embedded.startedHere ? "started" : "already running"}: ${databaseUrl.replace(/:[^:@/]+@/, ":***@")}`);
  }
  try {
    const applied = await migrate(databaseUrl);
    say(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    env: { NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl, AUTH_SECRET: env.authSecret, NEXTAUTH_SECRET: env.authSecret, NEXTAUTH_URL: env.APP_URL },
    stop,
  };
}

/**
 * The command that runs the app's server (scripts/server.ts: Next.js behind our own HTTP server), as a Node
 * process without the react-server condition the launchers themselves run under.
 */
// A server renders pages that allocate many short-lived objects: V8's default young generation (16 MB
// semi-spaces) makes it collect every few requests. 64 MB semi-spaces took the guest page under load
// from about 105 to 140-185 requests a second on the 2-core machine (docs/decisions/deployment.md), for
// up to about 200 MB more memory at peak.
const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

export function appServerCommand(args: string[]): [command: string, args: string[]] {
  return [process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", path.join(__dirname, "server.ts"), ...args]];
}

/** Runs the app's server with the services' environment; stops the services when it exits or on Ctrl-C. */
export function runAppServer(services: TServices, args: string[], extraEnv: Record<string, string> = {}): void {
  runWithServices(services, appServerCommand(args), extraEnv);
}

/** Runs a process of the app (its server, a worker) with the services' environment; stops the services when it exits or on Ctrl-C. */
export function runWithServices(services: TServices, [command, commandArgs]: [string, string[]], extraEnv: Record<string, string> = {}): void {
  const app = spawn(command, commandArgs, {
    stdio: "inherit",
    env: { ...process.env, ...services.env, ...extraEnv } as NodeJS.ProcessEnv,
  });
  stopOnExit(services, app);
  app.on("exit", async (code) => {
    await services.stop();
    process.exit(code ?? 0);
  });
}

function stopOnExit(services: TServices, child: ChildProcess): void {
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The app first, so the database is not stopped under its open connections.
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      });
    }
    await services.stop().catch((error) => console.error(error));
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(130));
  process.on("SIGTERM", () => void shutdown(143));
  process.on("uncaughtException", (error) => {
    console.error(error);
    void shutdown(1);
  });
}
