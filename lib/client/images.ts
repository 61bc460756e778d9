// The browser's calls for pictures (covers, the image chooser), over the one client (lib/client/api.ts):
// stock photos (and the use Unsplash asks to be reported), the user's uploaded images and new uploads.
import type { TStockCategory } from "@/lib/constants/stock-categories";
import { ZStockPhotoPage, ZUserImageJson, type TStockPhotoPage } from "@/lib/validation/images";
import { apiFetch, apiJson } from "./api";

/** The SWR key of one page of stock photos (the answer parsed with the server's shape). */
export function stockPhotosKey(category: TStockCategory, query: string, page: number) {
  const params = new URLSearchParams({ category, query, page: String(page) });
  return [`/api/stock-photos?${params}`, ZStockPhotoPage] as const;
}

/** The first page of a category's stock photos. */
export async function getStockPhotos(category: TStockCategory): Promise<TStockPhotoPage> {
  const params = new URLSearchParams({ category, page: "1" });
  return ZStockPhotoPage.parse(await apiJson(`/api/stock-photos?${params}`));
}

/** Reports that a stock photo was chosen (Unsplash requires it). Fire and forget: choosing never waits on it. */
export function trackPhotoUse(downloadLocation: string | undefined): void {
  if (!downloadLocation) return;
  // keepalive: still sent when the chooser closes or the page moves on.
  apiFetch("/api/stock-photos/track", { json: { downloadLocation }, keepalive: true }).catch(() => {});
}

/** The user's uploaded images, not yet checked (the chooser parses them). */
export async function listUserImages(signal: AbortSignal): Promise<unknown> {
  return (await apiJson<{ images: unknown }>("/api/user-images", { signal })).images;
}

export async function uploadUserImage(file: File) {
  const form = new FormData();
  form.set("image", file);
  return ZUserImageJson.parse((await apiJson<{ image: unknown }>("/api/upload-image", { form, timeoutMs: 120_000 })).image);
}
