// GET /api/health — whether this instance can serve: 200 when its database and storage answer, 503 naming what is down (load balancers, tests); and which ffmpeg runs, boxed or not
import { route } from "@/lib/api/route";
import { checkHealth } from "@/lib/health/check-health";
import { SERVICE_UNAVAILABLE } from "@/lib/http/errors";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/http/outage";

export const GET = route(async () => {
  const { down, ffmpeg } = await checkHealth();
  const headers = { "Cache-Control": "no-store" };
  if (down.length === 0) return Response.json({ ok: true, ffmpeg }, { headers });
  return Response.json(
    { ok: false, down, error: SERVICE_UNAVAILABLE, code: "UNAVAILABLE", ffmpeg },
    { status: 503, headers: { ...headers, "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
  );
});
