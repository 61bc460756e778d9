// `npm run worker`: the job code (MP3s, stitches, sweeps) without a web server. Run any number of them
// beside any number of web instances against one PostgreSQL: pg-boss hands each job to one worker, and a
// job whose worker died is retried elsewhere once its lease expires. Set RUN_WORKERS=false on the web
// instances to leave the queues to these.
//
// Without DATABASE_URL it uses the embedded PostgreSQL of `npm start` (starting it when it is not
// running) and runs itself as a child process with that database's address.
// SIGTERM or Ctrl-C: running jobs get STOP_MS to finish; any still running then go back to the queue.
import { ConfigError, getEnv } from "@/lib/env";
import { prepareServices, runWithServices } from "./services";

const STOP_MS = 10_000;

async function work(): Promise<void> {
  (await import("@/lib/audio/ffmpeg-fitness")).checkFfmpegAtStart();
  const { startBackgroundWork, stopBackgroundWork } = await import("@/lib/jobs/background");
  const { db } = await import("@/lib/db/client");
  await startBackgroundWork();
  const env = getEnv();
  console.log(`[echobook] Worker ready: ${env.JOB_CONCURRENCY ?? "one per CPU"} MP3 job(s) and ${env.STITCH_CONCURRENCY} stitch(es) at once`);
  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(exitCode), STOP_MS + 5_000).unref();
    await stopBackgroundWork(STOP_MS).catch((error: unknown) => console.error(error));
    await db.$disconnect().catch(() => undefined);
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));
  // pg-boss does not wait for its own "job done" / "job failed" writes, so while the database is away
  // they reject with no one listening; the job is retried once its lease expires. A worker outlives that
  // (as the web server does, where Next.js logs them) instead of exiting.
  process.on("unhandledRejection", (reason) => console.error("[echobook] unhandled rejection (the worker goes on)", reason));
}

async function main(): Promise<void> {
  if (getEnv().DATABASE_URL) {
    await prepareServices({ quiet: true });
    await work();
    return;
  }
  const services = await prepareServices({});
  runWithServices(services, [process.execPath, ["--import", "tsx", "--conditions=react-server", __filename]]);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
