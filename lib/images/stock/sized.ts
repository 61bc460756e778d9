// The widths the bundled stock covers are kept at as WebP (scripts/make-stock-sizes.ts makes them),
// so a phone downloads a cover as wide as its screen, not the 1600 px JPEG.
export const STOCK_WIDTHS = [480, 800, 1200] as const;

/** `wedding-orange-gerbera.jpg` at 800 → `wedding-orange-gerbera-800.webp` (in public/stock/sized). */
export function stockSizedFile(file: string, width: number): string {
  return `${file.replace(/\.[a-z]+$/i, "")}-${width}.webp`;
}
