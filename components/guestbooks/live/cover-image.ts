// The cover is the largest thing a guest's phone downloads. Unsplash's image host resizes on request,
// so phones get a picture as wide as their screen instead of the photographer's original; the bundled
// library's covers have WebP copies at the same widths (public/stock/sized), offered before the JPEG;
// so have uploads, made when they are stored (lib/images/user-images/webp-copies.ts) and asked for by width.
import { STOCK_WIDTHS, stockSizedFile } from "@/lib/images/stock/sized";

const UNSPLASH_HOST = "images.unsplash.com";
const WIDTHS = [480, 800, 1200, 1600] as const;
const QUALITY = "60";

/** `srcSet`: widths of the image itself; `webpSrcSet`: WebP copies offered first (a <picture> source). */
export type TCoverSources = { src: string; srcSet?: string; webpSrcSet?: string };

const STOCK_FILE = /^\/stock\/([A-Za-z0-9_-]+\.jpg)$/;
const USER_IMAGE = /^\/api\/user-images\/([A-Za-z0-9]+)$/;

function unsplashAt(url: URL, width: number): string {
  const sized = new URL(url);
  sized.searchParams.set("w", String(width));
  sized.searchParams.set("q", QUALITY);
  sized.searchParams.set("auto", "format");
  sized.searchParams.set("fit", "crop");
  return sized.toString();
}

export function coverSources(coverImageUrl: string): TCoverSources {
  const stock = STOCK_FILE.exec(coverImageUrl);
  if (stock) return { src: coverImageUrl, webpSrcSet: STOCK_WIDTHS.map((width) => `/stock/sized/${stockSizedFile(stock[1], width)} ${width}w`).join(", ") };
  // The route answers each width with the nearest copy the image has (an old upload: its JPEG).
  if (USER_IMAGE.test(coverImageUrl))
    return { src: coverImageUrl, webpSrcSet: STOCK_WIDTHS.map((width) => `${coverImageUrl}?w=${width} ${width}w`).join(", ") };
  let url: URL;
  try {
    url = new URL(coverImageUrl);
  } catch {
    return { src: coverImageUrl };
  }
  if (url.hostname !== UNSPLASH_HOST) return { src: coverImageUrl };
  return {
    src: unsplashAt(url, 800),
    srcSet: WIDTHS.map((width) => `${unsplashAt(url, width)} ${width}w`).join(", "),
  };
}
