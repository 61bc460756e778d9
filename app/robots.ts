// GET /robots.txt — crawlers stay out of private pages, the API (but for the preview pictures and voices
// shared pages announce) and the test pages, and out of everything while the pre-release gate is on; the
// sitemap is named on the configured address (APP_URL).
import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";
import { gateEnabled } from "@/lib/gate/gate-cookie";
import { PREVIEW_MEDIA_PATHS, PRIVATE_PATHS } from "@/lib/seo/site-map";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = getEnv().APP_URL;
  return {
    rules: gateEnabled() ? { userAgent: "*", disallow: "/" } : { userAgent: "*", allow: ["/", ...PREVIEW_MEDIA_PATHS], disallow: [...PRIVATE_PATHS] },
    sitemap: new URL("/sitemap.xml", origin).toString(),
    host: origin,
  };
}
