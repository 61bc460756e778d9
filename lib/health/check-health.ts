// Whether this instance can serve (GET /api/health): its database and storage each answer within a few
// seconds, and which ffmpeg it runs, boxed or not.
import "server-only";
import { ffmpegStatus, type TFfmpegStatus } from "@/lib/audio/ffmpeg-fitness";
import { db } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";

// A load balancer waits a few seconds at most; a service that has not answered by then counts as down.
const CHECK_TIMEOUT_MS = 3_000;
// A key no object is ever stored under: asking for it tells whether storage answers, without reading data.
const PROBE_KEY = "health/probe";

export type THealth = { down: ("database" | "storage")[]; ffmpeg: TFfmpegStatus | null };

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What runs uploads' decoding here; null when no ffmpeg is found (uploads then fail with a clear error). */
function ffmpeg(): TFfmpegStatus | null {
  try {
    return ffmpegStatus();
  } catch {
    return null;
  }
}

export async function checkHealth(): Promise<THealth> {
  const [database, storage] = await Promise.all([answers(() => db.$queryRaw`SELECT 1`), answers(() => getStorage().head(PROBE_KEY))]);
  return { down: [...(database ? [] : ["database" as const]), ...(storage ? [] : ["storage" as const])], ffmpeg: ffmpeg() };
}
