// GET /sitemap.xml — the public pages, on the configured address (APP_URL); nothing private or per guest.
import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";
import { SITEMAP_PATHS } from "@/lib/seo/site-map";

// Built per request: APP_URL is the deployment's, not the build machine's.
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = getEnv().APP_URL;
  return SITEMAP_PATHS.map((path) => ({
    url: new URL(path, origin).toString(),
    changeFrequency: path === "/start-exploring" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
