// GET /api/health — whether this instance can serve: 200 when its database and storage answer, 503 naming what is down (load balancers, tests); and which ffmpeg runs, boxed or not
import { ffmpegStatus, type TFfmpegStatus } from "@/lib/audio/ffmpeg-fitness";
import { db } from "@/lib/db/client";
import { SERVICE_UNAVAILABLE } from "@/lib/http/errors";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/http/outage";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

// A load balancer waits a few seconds at most; a service that has not answered by then counts as down.
const CHECK_TIMEOUT_MS = 3_000;
// A key no object is ever stored under: asking for it tells whether storage answers, without reading data.
const PROBE_KEY = "health/probe";

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

export const GET = route(async () => {
  const [database, storage] = await Promise.all([answers(() => db.$queryRaw`SELECT 1`), answers(() => getStorage().head(PROBE_KEY))]);
  const down = [...(database ? [] : ["database"]), ...(storage ? [] : ["storage"])];
  const headers = { "Cache-Control": "no-store" };
  if (down.length === 0) return Response.json({ ok: true, ffmpeg: ffmpeg() }, { headers });
  return Response.json(
    { ok: false, down, error: SERVICE_UNAVAILABLE, code: "UNAVAILABLE", ffmpeg: ffmpeg() },
    { status: 503, headers: { ...headers, "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
  );
});
