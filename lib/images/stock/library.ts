// The photos bundled in public/stock, offered when no Unsplash key is configured. They are real
// photographs from Debian's desktop wallpaper packages, re-encoded to 1600x900 JPEG (public/stock/CREDITS.md
// has the licences). None shows a wedding, a cake, a gown, a baby, a holiday or an office: each category
// holds the photos closest to it (docs/decisions/images-and-previews.md lists the choices).
import type { TPhotoCategory } from "@/lib/constants/stock-categories";
import photos from "./library.json";

export type TStockLicense = { name: string; url: string };

export type TStockPhoto = {
  id: string;
  /** File name in public/stock. */
  file: string;
  alt: string;
  categories: readonly TPhotoCategory[];
  /** Words a search should find the photo by, beyond its description and categories. */
  tags: readonly string[];
  photographer: string;
  /** Where the original and its licence are published. */
  sourceUrl: string;
  license: TStockLicense;
};

const KDE = "https://invent.kde.org/plasma/plasma-workspace-wallpapers";
const LOMIRI = "https://gitlab.com/ubports/development/core/lomiri-wallpapers";
const MATE = "https://git.mate-desktop.org/mate-backgrounds/";

const LGPL3: TStockLicense = { name: "LGPL-3.0", url: "https://www.gnu.org/licenses/lgpl-3.0.html" };
const GPL2_PLUS: TStockLicense = { name: "GPL-2.0-or-later", url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" };
const CC_BY_4: TStockLicense = { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" };
const CC0: TStockLicense = { name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" };

export const STOCK_DIR_URL = "/stock";

const SOURCES = { KDE, LOMIRI, MATE };
const LICENSES = { LGPL3, GPL2_PLUS, CC_BY_4, CC0 };

/**
 * The photos, from library.json (ordered so that the first page of "All" mixes every category): each
 * names its source and licence by the keys above, and its file is `<id>.jpg`.
 */
export const STOCK_LIBRARY: readonly TStockPhoto[] = photos.map(({ source, license, categories, ...photo }) => ({
  ...photo,
  file: `${photo.id}.jpg`,
  categories: categories as TPhotoCategory[],
  sourceUrl: SOURCES[source as keyof typeof SOURCES],
  license: LICENSES[license as keyof typeof LICENSES],
}));

export function stockPhotoUrl(photo: TStockPhoto): string {
  return `${STOCK_DIR_URL}/${photo.file}`;
}

/** The 480x270 copy in public/stock/thumbs, so the chooser's grid loads a tenth of the bytes. */
export function stockThumbUrl(photo: TStockPhoto): string {
  return `${STOCK_DIR_URL}/thumbs/${photo.file}`;
}
