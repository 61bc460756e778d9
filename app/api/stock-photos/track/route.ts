// POST /api/stock-photos/track — reports the use of an Unsplash photo, as Unsplash's API terms require
import { getEnv } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { tooManyRequests } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { trackUnsplashDownload } from "@/lib/images/stock/track-unsplash-download";
import { hit } from "@/lib/rate-limit/rate-limit";
import { ZTrackDownloadBody } from "@/lib/validation/images";

// Anyone choosing a cover may report a use, but not spend the key's hourly quota for everyone else.
const TRACKS_PER_HOUR = 120;

export const POST = route(async (request) => {
  const { downloadLocation } = await readJson(request, ZTrackDownloadBody);
  const accessKey = getEnv().UNSPLASH_ACCESS_KEY;
  if (!accessKey) return new Response(null, { status: 204 });
  const { count, resetAt } = await hit(`stock-track:ip:${clientIp(request.headers)}`, 3600);
  if (count > TRACKS_PER_HOUR) throw tooManyRequests("Too many requests. Please try again later.", (resetAt.getTime() - Date.now()) / 1000);
  const tracked = await trackUnsplashDownload({ accessKey, downloadLocation });
  return tracked ? new Response(null, { status: 204 }) : Response.json({ error: "Unsplash did not accept the report." }, { status: 502 });
});
