// An uploaded cover is stored as one JPEG at web size (up to 1920 px), which a phone would download whole
// for a 390 px slot. When it is stored it also gets WebP copies at the widths the bundled stock covers
// have (480, 800, 1200; never wider than the image itself), stored beside it as `{key}-{width}.webp`.
// The cover's <picture> offers them as `/api/user-images/{id}?w={width}`, and the route serves the
// nearest copy the image has, or the JPEG for an image stored before copies were made.
import sharp from "sharp";
import { STOCK_WIDTHS } from "@/lib/images/stock/sized";

export const WEBP_COPY_WIDTHS: readonly number[] = STOCK_WIDTHS;
const WEBP_QUALITY = 62;

/** The widths an image `width` px wide gets copies at: each standard width below it, then its own up to the largest. */
export function webpCopyWidths(width: number): number[] {
  const largest = WEBP_COPY_WIDTHS[WEBP_COPY_WIDTHS.length - 1];
  const below = WEBP_COPY_WIDTHS.filter((copy) => copy < width);
  return [...new Set([...below, Math.min(width, largest)])];
}

/** `users/u1/images/abc.jpg` at 800 → `users/u1/images/abc-800.webp`. */
export function webpCopyKey(storageKey: string, width: number): string {
  return `${storageKey.replace(/\.[a-z0-9]+$/i, "")}-${width}.webp`;
}

/** Every stored file of an image: the JPEG and its copies (for deletion). */
export function userImageKeys(image: { storageKey: string; webpWidths: readonly number[] }): string[] {
  return [image.storageKey, ...image.webpWidths.map((width) => webpCopyKey(image.storageKey, width))];
}

/**
 * The copy that answers a request for `requested` px: the narrowest stored copy at least that wide (the
 * srcset promised that width), else the widest there is (the image is narrower than asked); null when
 * the image has no copies.
 */
export function pickWebpWidth(stored: readonly number[], requested: number): number | null {
  if (stored.length === 0) return null;
  const sorted = [...stored].sort((a, b) => a - b);
  return sorted.find((width) => width >= requested) ?? sorted[sorted.length - 1];
}

/** Encodes the copies from the stored JPEG (the caller holds a media slot). */
export async function makeWebpCopies(jpeg: Buffer, width: number): Promise<{ width: number; data: Buffer }[]> {
  return Promise.all(
    webpCopyWidths(width).map(async (copyWidth) => ({
      width: copyWidth,
      data: await sharp(jpeg).resize({ width: copyWidth, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
}
