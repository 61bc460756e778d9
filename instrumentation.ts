// Runs once when a Next.js server process starts: the background workers (transcoding) start with it,
// so every instance of the app also works the PostgreSQL job queue.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), to tell the Node.js server from the edge one.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startWorkers } = await import("@/lib/jobs/workers");
  await startWorkers().catch((error: unknown) => console.error("[echobook] background workers did not start", error));
  const { startSweeping } = await import("@/lib/jobs/sweep");
  startSweeping();
}
