// Runs once when a Next.js server process starts. Unless RUN_WORKERS=false, the instance also works the
// PostgreSQL job queues and runs the periodic sweeps (lib/jobs/background.ts), so one command still runs
// everything on one machine; `npm run worker` processes do the same without a web server.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), to tell the Node.js server from the edge one.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { canSendMail, NO_MAIL_SERVER_WARNING } = await import("@/lib/mail/mail-mode");
  if (!canSendMail()) console.warn(NO_MAIL_SERVER_WARNING);
  const { getEnv } = await import("@/lib/env");
  if (getEnv().RUN_WORKERS) {
    const { startBackgroundWork, stopBackgroundWork } = await import("@/lib/jobs/background");
    await startBackgroundWork();
    // scripts/server.ts calls this on SIGTERM/SIGINT, beside draining its requests (it cannot import
    // server-only modules itself: it runs without the react-server condition).
    (globalThis as TShutdownHolder).echobookStopWorkers = stopBackgroundWork;
  }
  const { startSweepingRateLimits } = await import("@/lib/rate-limit/sweep-rate-limits");
  startSweepingRateLimits();
}

type TShutdownHolder = { echobookStopWorkers?: (timeoutMs: number) => Promise<void> };
