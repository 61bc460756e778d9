// GET /api/stock-photos: Unsplash when a key is configured, else the bundled library.
import "server-only";
import { getEnv } from "@/lib/env";
import type { TStockPhotoPage, TStockPhotoQuery } from "@/lib/validation/images";
import { searchStockLibrary } from "./search-library";
import { searchUnsplash } from "./search-unsplash";

export async function searchStockPhotos(query: TStockPhotoQuery): Promise<TStockPhotoPage> {
  const accessKey = getEnv().UNSPLASH_ACCESS_KEY;
  return accessKey ? searchUnsplash({ ...query, accessKey }) : searchStockLibrary(query);
}
