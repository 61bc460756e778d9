// POST /api/stock-photos/track — reports the use of an Unsplash photo, as Unsplash's API terms require
import { getEnv } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { ApiError } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/api/route";
import { trackUnsplashDownload } from "@/lib/images/stock/track-unsplash-download";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { ZTrackDownloadBody } from "@/lib/validation/images";

// Anyone choosing a cover may report a use, but not spend the key's hourly quota for everyone else.
const TRACKS_PER_HOUR = 120;

export const POST = route(async (request) => {
  const { downloadLocation } = await readJson(request, ZTrackDownloadBody);
  const accessKey = getEnv().UNSPLASH_ACCESS_KEY;
  if (!accessKey) return new Response(null, { status: 204 });
  await enforceLimit(
    `stock-track:ip:${clientIp(request.headers)}`,
    { max: TRACKS_PER_HOUR, windowSeconds: 3600 },
    "Too many requests. Please try again later.",
  );
  if (!(await trackUnsplashDownload({ accessKey, downloadLocation }))) throw new ApiError("UPSTREAM", "Unsplash did not accept the report.");
  return new Response(null, { status: 204 });
});
