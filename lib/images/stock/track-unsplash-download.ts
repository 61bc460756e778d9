// Unsplash's API terms require reporting each use of a photo to its download_location. Done from the
// server so the access key never reaches the browser.
import { UNSPLASH_API_ORIGIN } from "@/lib/validation/images";

export type TTrackUnsplashDownloadOptions = { accessKey: string; downloadLocation: string; fetch?: typeof fetch };

/** Returns whether Unsplash accepted the report; a URL anywhere but Unsplash's API is never called. */
export async function trackUnsplashDownload({ accessKey, downloadLocation, fetch: fetchImpl = fetch }: TTrackUnsplashDownloadOptions): Promise<boolean> {
  if (!URL.canParse(downloadLocation) || new URL(downloadLocation).origin !== UNSPLASH_API_ORIGIN) return false;
  const url = new URL(downloadLocation);
  try {
    const response = await fetchImpl(url, {
      headers: { Authorization: `Client-ID ${accessKey}`, "Accept-Version": "v1" },
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) console.warn(`[echobook] Unsplash download tracking answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.warn("[echobook] Unsplash download tracking failed", error);
    return false;
  }
}
