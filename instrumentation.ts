// Runs once when a Next.js server process starts: the background workers (transcoding) start with it,
// so every instance of the app also works the PostgreSQL job queue, and so do the periodic sweeps.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), to tell the Node.js server from the edge one.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { canSendMail, NO_MAIL_SERVER_WARNING } = await import("@/lib/mail/mail-mode");
  if (!canSendMail()) console.warn(NO_MAIL_SERVER_WARNING);
  const { startWorkers } = await import("@/lib/jobs/workers");
  // An instance without workers still serves pages, but must not stay without them: keep trying, in
  // the background after a first failure so the server does not wait for it.
  const first = await startWorkers().then(
    () => true,
    (error: unknown) => (console.error("[echobook] background workers did not start", error), false),
  );
  if (!first) void retryWorkers(startWorkers);
  const { startSweeping } = await import("@/lib/jobs/sweep");
  startSweeping();
  const { startSweepingRateLimits } = await import("@/lib/rate-limit/sweep-rate-limits");
  startSweepingRateLimits();
}

async function retryWorkers(startWorkers: () => Promise<void>): Promise<void> {
  for (let attempt = 2; attempt <= 10; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5_000 * attempt));
    const started = await startWorkers().then(
      () => true,
      (error: unknown) => {
        console.error(`[echobook] background workers did not start (attempt ${attempt})`, error);
        return false;
      },
    );
    if (started) return;
  }
}
