// Searches the bundled photos: by category, then by every word of the query over the description,
// categories and tags (case-insensitive), 12 a page.
import type { TImageOption, TStockPhotoPage, TStockPhotoQuery } from "@/lib/validation/images";
import { STOCK_PAGE_SIZE } from "@/lib/constants/stock-categories";
import { STOCK_LIBRARY, stockPhotoUrl, stockThumbUrl, type TStockPhoto } from "./library";

export function searchStockLibrary({ category, query, page }: TStockPhotoQuery, library: readonly TStockPhoto[] = STOCK_LIBRARY): TStockPhotoPage {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = library.filter((photo) => {
    if (category !== "All" && !photo.categories.includes(category)) return false;
    const text = [photo.alt, ...photo.categories, ...photo.tags].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const start = (page - 1) * STOCK_PAGE_SIZE;
  return {
    photos: matches.slice(start, start + STOCK_PAGE_SIZE).map((photo) => libraryImageOption(photo, category)),
    hasMore: matches.length > start + STOCK_PAGE_SIZE,
  };
}

export function libraryImageOption(photo: TStockPhoto, category: string = "All"): TImageOption {
  return {
    id: photo.id,
    url: stockPhotoUrl(photo),
    thumbUrl: stockThumbUrl(photo),
    alt: photo.alt,
    category: category === "All" ? photo.categories[0] : category,
    photographer: photo.photographer,
    // A bundled photo has no photographer page: the credit links to where it and its licence are published.
    photographerUrl: photo.sourceUrl,
    unsplashUrl: null,
    isSolidColor: false,
    color: null,
  };
}
