// The cover is the largest thing a guest's phone downloads. Unsplash's image host resizes on request,
// so phones get a picture as wide as their screen instead of the photographer's original; covers from
// the bundled library and user uploads are already stored at a web size and are used as they are.

const UNSPLASH_HOST = "images.unsplash.com";
const WIDTHS = [480, 800, 1200, 1600] as const;
const QUALITY = "60";

export type TCoverSources = { src: string; srcSet?: string };

function unsplashAt(url: URL, width: number): string {
  const sized = new URL(url);
  sized.searchParams.set("w", String(width));
  sized.searchParams.set("q", QUALITY);
  sized.searchParams.set("auto", "format");
  sized.searchParams.set("fit", "crop");
  return sized.toString();
}

export function coverSources(coverImageUrl: string): TCoverSources {
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
