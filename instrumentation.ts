// Runs once when a Next.js server process starts. Unless RUN_WORKERS=false, the instance also works the
// PostgreSQL job queues and runs the periodic sweeps (lib/jobs/background.ts), so one command still runs
// everything on one machine; `npm run worker` processes do the same without a web server.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), to tell the Node.js server from the edge one.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  const env = getEnv();
  // NEXT_PHASE is likewise Next.js's own: `next build` may load this file too, and is not a start.
  if (env.NODE_ENV === "production" && !env.ECHOBOOK_APP_SERVER && process.env.NEXT_PHASE !== "phase-production-build") {
    // `next start`: public pages would skip the gate and the CSP, and a client's own X-Forwarded-For would count.
    console.error("Echobook cannot start under `next start`: run `npm start`, whose server prepares the public pages and settles client addresses.");
    process.exit(1);
  }
  (await import("@/lib/audio/ffmpeg-fitness")).checkFfmpegAtStart();
  notePageError = (await import("@/lib/http/page-outages")).notePageError;
  const { canSendMail, NO_MAIL_SERVER_WARNING } = await import("@/lib/mail/mail-mode");
  if (!canSendMail()) console.warn(NO_MAIL_SERVER_WARNING);
  if (env.RUN_WORKERS) {
    const { startBackgroundWork, stopBackgroundWork } = await import("@/lib/jobs/background");
    await startBackgroundWork();
    // scripts/server.ts calls this on SIGTERM/SIGINT, beside draining its requests (it cannot import
    // server-only modules itself: it runs without the react-server condition).
    (globalThis as TShutdownHolder).echobookStopWorkers = stopBackgroundWork;
  }
  // scripts/server.ts answers an open wall's event stream on its own socket with this (lib/wall/wall-node-stream.ts).
  (globalThis as TShutdownHolder).echobookWallEvents = (await import("@/lib/wall/wall-node-stream")).serveWallEvents;
  const { startSweepingRateLimits } = await import("@/lib/rate-limit/sweep-rate-limits");
  startSweepingRateLimits();
}

let notePageError: ((error: unknown, headers: Record<string, string | string[] | undefined>) => void) | undefined;

// Next.js reports a render's error here synchronously, before it writes the error document: a page whose
// database or storage was away is then answered 503 with Retry-After (lib/http/page-outages.ts).
export function onRequestError(error: unknown, request: { headers: Record<string, string | string[] | undefined> }): void {
  notePageError?.(error, request.headers);
}

type TShutdownHolder = {
  echobookStopWorkers?: (timeoutMs: number) => Promise<void>;
  echobookWallEvents?: (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<boolean>;
};
