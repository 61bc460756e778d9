// Whether the site is served over https (its APP_URL): secure cookies, HSTS.
import { getEnv } from "@/lib/env";

export function isHttpsSite(appUrl: string = getEnv().APP_URL): boolean {
  return appUrl.startsWith("https://");
}
