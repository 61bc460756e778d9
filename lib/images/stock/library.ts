// The photos bundled in public/stock, offered when no Unsplash key is configured. They are real
// photographs from Debian's desktop wallpaper packages, re-encoded to 1600x900 JPEG (public/stock/CREDITS.md
// has the licences). None shows a wedding, a cake, a gown, a baby, a holiday or an office: each category
// holds the photos closest to it (docs/decisions/images-and-previews.md lists the choices).
import type { TPhotoCategory } from "./categories";

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

// Ordered so that the first page of "All" mixes every category.
export const STOCK_LIBRARY: readonly TStockPhoto[] = [
  {
    id: "default-cover",
    file: "default-cover.jpg",
    alt: "A calm lake under a pink and violet sky at dusk",
    categories: ["Anniversary", "Family", "Other"],
    tags: ["lake", "sunset", "dusk", "water", "calm", "purple"],
    photographer: "Risto Saukonpää",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "celebration-colorful-cups",
    file: "celebration-colorful-cups.jpg",
    alt: "Rows of blue and pink cups seen from above",
    categories: ["Celebration", "Birthday", "Baby Shower"],
    tags: ["party", "cups", "colorful", "colourful", "pastel"],
    photographer: "Dmitri Popov",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "wedding-red-marigold",
    file: "wedding-red-marigold.jpg",
    alt: "A red and gold marigold in bloom",
    categories: ["Wedding", "Celebration"],
    tags: ["flower", "flowers", "bloom", "red", "garden"],
    photographer: "Charles Barbin",
    sourceUrl: MATE,
    license: GPL2_PLUS,
  },
  {
    id: "graduation-mountain-trail",
    file: "graduation-mountain-trail.jpg",
    alt: "A trail across a meadow towards snowy mountain peaks",
    categories: ["Graduation", "Corporate"],
    tags: ["mountains", "path", "journey", "summit", "outdoors"],
    photographer: "Aitzol Berasategi",
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "anniversary-evening-glow",
    file: "anniversary-evening-glow.jpg",
    alt: "Wooden rowing boats on a lake shore at sunset",
    categories: ["Anniversary", "Celebration", "Holiday"],
    tags: ["boats", "lake", "sunset", "evening", "water"],
    photographer: "Ian Hex",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "family-two-dogs",
    file: "family-two-dogs.jpg",
    alt: "Two cocker spaniels looking out of a wooden house",
    categories: ["Family"],
    tags: ["dogs", "pets", "home", "friends"],
    photographer: "Aitzol Berasategi",
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "birthday-yellow-flower",
    file: "birthday-yellow-flower.jpg",
    alt: "Close-up of a bright yellow flower",
    categories: ["Birthday", "Celebration"],
    tags: ["flower", "flowers", "yellow", "sunny", "bloom"],
    photographer: "Charles Barbin",
    sourceUrl: MATE,
    license: GPL2_PLUS,
  },
  {
    id: "wedding-orange-gerbera",
    file: "wedding-orange-gerbera.jpg",
    alt: "Close-up of glowing orange flower petals",
    categories: ["Wedding", "Anniversary"],
    tags: ["flower", "flowers", "petals", "orange", "bloom"],
    photographer: "Jens Ansorg",
    sourceUrl: MATE,
    license: GPL2_PLUS,
  },
  {
    id: "graduation-mountain-sunrise",
    file: "graduation-mountain-sunrise.jpg",
    alt: "The sun low over mountain ridges",
    categories: ["Graduation", "Celebration", "Corporate"],
    tags: ["sun", "sunrise", "sunset", "mountains", "horizon"],
    photographer: "Aitzol Berasategi",
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "anniversary-wine",
    file: "anniversary-wine.jpg",
    alt: "A bottle of red wine and a glass on a wooden table",
    categories: ["Anniversary", "Celebration", "Holiday", "Corporate"],
    tags: ["wine", "glass", "toast", "dinner", "table"],
    photographer: "Jakub Mede",
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "family-fallen-leaf",
    file: "family-fallen-leaf.jpg",
    alt: "A fallen maple leaf among autumn leaves",
    categories: ["Family", "Anniversary", "Holiday"],
    tags: ["autumn", "fall", "leaf", "leaves", "memories"],
    photographer: "Martin Klapetek",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "birthday-kite",
    file: "birthday-kite.jpg",
    alt: "A colourful kite high in a deep blue sky",
    categories: ["Birthday", "Family", "Baby Shower", "Other"],
    tags: ["kite", "sky", "blue", "play", "summer"],
    photographer: "Risto Saukonpää",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "wedding-dandelion-seeds",
    file: "wedding-dandelion-seeds.jpg",
    alt: "Two dandelion seeds in front of soft orange flowers",
    categories: ["Wedding", "Anniversary", "Baby Shower"],
    tags: ["dandelion", "seeds", "two", "flowers", "soft"],
    photographer: "Charles Barbin",
    sourceUrl: MATE,
    license: GPL2_PLUS,
  },
  {
    id: "graduation-forest-path",
    file: "graduation-forest-path.jpg",
    alt: "A narrow path through a green pine forest",
    categories: ["Graduation", "Family", "Corporate"],
    tags: ["forest", "path", "trees", "journey", "green"],
    photographer: "Risto Saukonpää",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "anniversary-by-the-water",
    file: "anniversary-by-the-water.jpg",
    alt: "A wooden jetty by a lake in golden evening light",
    categories: ["Anniversary", "Wedding", "Other"],
    tags: ["lake", "jetty", "pier", "water", "sunset", "golden"],
    photographer: "Maciej Wiklo",
    sourceUrl: KDE,
    license: LGPL3,
  },
  {
    id: "celebration-paint-brushes",
    file: "celebration-paint-brushes.jpg",
    alt: "Paint brushes with bright blue, pink and green bristles",
    categories: ["Celebration", "Birthday", "Corporate"],
    tags: ["colorful", "colourful", "paint", "brushes", "art", "bright"],
    photographer: 'Trevor "Freespace"',
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "family-autumn-meadow",
    file: "family-autumn-meadow.jpg",
    alt: "A green meadow below autumn woods and a mountain",
    categories: ["Family", "Holiday", "Other"],
    tags: ["meadow", "mountain", "autumn", "outdoors", "landscape"],
    photographer: "Aitzol Berasategi",
    sourceUrl: LOMIRI,
    license: CC_BY_4,
  },
  {
    id: "graduation-dandelion",
    file: "graduation-dandelion.jpg",
    alt: "Dandelion seed heads in a meadow in evening sun",
    categories: ["Graduation", "Family"],
    tags: ["dandelion", "meadow", "new beginnings", "sunlight", "seeds"],
    photographer: "Clemens Engelhardt",
    sourceUrl: LOMIRI,
    license: CC0,
  },
  {
    id: "anniversary-forget-me-nots",
    file: "anniversary-forget-me-nots.jpg",
    alt: "A ladybird on a stem among blue forget-me-nots",
    categories: ["Anniversary", "Family", "Baby Shower"],
    tags: ["flowers", "forget-me-not", "ladybird", "ladybug", "spring"],
    photographer: "Charles Barbin",
    sourceUrl: MATE,
    license: GPL2_PLUS,
  },
];

export function stockPhotoUrl(photo: TStockPhoto): string {
  return `${STOCK_DIR_URL}/${photo.file}`;
}

/** The 480x270 copy in public/stock/thumbs, so the chooser's grid loads a tenth of the bytes. */
export function stockThumbUrl(photo: TStockPhoto): string {
  return `${STOCK_DIR_URL}/thumbs/${photo.file}`;
}
