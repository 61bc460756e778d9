// Stock photo search through Unsplash's API (landscape, 12 a page). Any failure answers an empty page,
// as spec 001 asks: the chooser still offers uploads and colours.
import { z } from "zod";
import { UNSPLASH_API_ORIGIN, type TImageOption, type TStockPhotoPage, type TStockPhotoQuery } from "@/lib/validation/images";
import { STOCK_PAGE_SIZE } from "@/lib/constants/stock-categories";

export const UNSPLASH_IMAGE_ORIGIN = "https://images.unsplash.com";
// Unsplash's guidelines ask every link back to them to carry these.
const REFERRAL = "utm_source=echobook&utm_medium=referral";
const TIMEOUT_MS = 8000;

const ZUnsplashPhoto = z.object({
  id: z.string(),
  alt_description: z.string().nullish(),
  description: z.string().nullish(),
  urls: z.object({ regular: z.string(), small: z.string().optional() }),
  links: z.object({ html: z.string(), download_location: z.string() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
});
const ZUnsplashSearch = z.object({ total_pages: z.number(), results: z.array(z.unknown()) });

export type TSearchUnsplashOptions = TStockPhotoQuery & { accessKey: string; fetch?: typeof fetch };

const EMPTY: TStockPhotoPage = { photos: [], hasMore: false };

export function unsplashSearchTerms({ category, query }: Pick<TStockPhotoQuery, "category" | "query">): string {
  // "Other" names no subject to search Unsplash for: it searches as All does.
  const topic = category === "All" || category === "Other" ? "" : category.toLowerCase();
  if (query) return [topic, query].filter(Boolean).join(" ");
  return topic || "celebration";
}

export async function searchUnsplash({ accessKey, category, query, page, fetch: fetchImpl = fetch }: TSearchUnsplashOptions): Promise<TStockPhotoPage> {
  const url = new URL("/search/photos", UNSPLASH_API_ORIGIN);
  url.search = new URLSearchParams({
    query: unsplashSearchTerms({ category, query }),
    page: String(page),
    per_page: String(STOCK_PAGE_SIZE),
    orientation: "landscape",
  }).toString();
  try {
    const response = await fetchImpl(url, {
      headers: { Authorization: `Client-ID ${accessKey}`, "Accept-Version": "v1" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      console.warn(`[echobook] Unsplash search answered ${response.status}`);
      return EMPTY;
    }
    const body = ZUnsplashSearch.parse(await response.json());
    // One odd entry should not empty the whole page.
    const photos = body.results.flatMap((result) => {
      const photo = ZUnsplashPhoto.safeParse(result);
      return photo.success ? (unsplashImageOption(photo.data, category) ?? []) : [];
    });
    return { photos, hasMore: page < body.total_pages };
  } catch (error) {
    console.warn("[echobook] Unsplash search failed", error);
    return EMPTY;
  }
}

function unsplashImageOption(photo: z.infer<typeof ZUnsplashPhoto>, category: string): TImageOption | null {
  // Only images.unsplash.com is hotlinked, and only api.unsplash.com is ever sent a tracking call.
  if (!photo.urls.regular.startsWith(`${UNSPLASH_IMAGE_ORIGIN}/`)) return null;
  if (!photo.links.download_location.startsWith(`${UNSPLASH_API_ORIGIN}/`)) return null;
  return {
    id: photo.id,
    url: photo.urls.regular,
    thumbUrl: photo.urls.small?.startsWith(`${UNSPLASH_IMAGE_ORIGIN}/`) ? photo.urls.small : photo.urls.regular,
    alt: photo.alt_description || photo.description || `Photo by ${photo.user.name}`,
    category,
    photographer: photo.user.name,
    photographerUrl: withReferral(photo.user.links.html),
    unsplashUrl: withReferral(photo.links.html),
    isSolidColor: false,
    color: null,
    downloadLocation: photo.links.download_location,
  };
}

function withReferral(link: string): string {
  return `${link}${link.includes("?") ? "&" : "?"}${REFERRAL}`;
}
