import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/constants/guestbooks";
import { ZStockPhotoPage } from "@/lib/validation/images";
import { STOCK_CATEGORIES, STOCK_PAGE_SIZE } from "@/lib/constants/stock-categories";
import { STOCK_LIBRARY, type TStockPhoto } from "./library";
import { searchStockLibrary } from "./search-library";

const photo = (id: string, categories: TStockPhoto["categories"], alt = `Photo ${id}`, tags: string[] = []): TStockPhoto => ({
  id,
  file: `${id}.jpg`,
  alt,
  categories,
  tags,
  photographer: "A. Photographer",
  sourceUrl: "https://example.test/source",
  license: { name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
});

describe("searchStockLibrary", () => {
  const many = Array.from({ length: 30 }, (_, i) => photo(`p${i}`, i % 3 === 0 ? ["Wedding"] : ["Birthday", "Celebration"]));

  it("pages 12 at a time and says whether more follow", () => {
    const first = searchStockLibrary({ category: "All", query: "", page: 1 }, many);
    const second = searchStockLibrary({ category: "All", query: "", page: 2 }, many);
    const third = searchStockLibrary({ category: "All", query: "", page: 3 }, many);
    expect(first.photos.map((p) => p.id)).toEqual(many.slice(0, 12).map((p) => p.id));
    expect(first.hasMore).toBe(true);
    expect(second.photos.map((p) => p.id)).toEqual(many.slice(12, 24).map((p) => p.id));
    expect(second.hasMore).toBe(true);
    expect(third.photos).toHaveLength(6);
    expect(third.hasMore).toBe(false);
    expect(searchStockLibrary({ category: "All", query: "", page: 4 }, many)).toEqual({ photos: [], hasMore: false });
  });

  it("has no next page when the matches fill the page exactly", () => {
    const twelve = many.slice(0, STOCK_PAGE_SIZE);
    expect(searchStockLibrary({ category: "All", query: "", page: 1 }, twelve).hasMore).toBe(false);
  });

  it("keeps only the chosen category and labels results with it", () => {
    const { photos } = searchStockLibrary({ category: "Celebration", query: "", page: 1 }, many);
    expect(photos.length).toBe(12);
    expect(photos.every((p) => p.category === "Celebration")).toBe(true);
    expect(photos.map((p) => p.id)).not.toContain("p0");
  });

  it("matches every word of the query, ignoring case, over description, categories and tags", () => {
    const library = [
      photo("lake", ["Anniversary"], "A calm Lake at dusk", ["sunset"]),
      photo("cups", ["Celebration"], "Blue cups", ["party"]),
      photo("boats", ["Anniversary", "Celebration"], "Boats on a lake", ["sunset"]),
    ];
    const ids = (category: (typeof STOCK_CATEGORIES)[number], query: string) =>
      searchStockLibrary({ category, query, page: 1 }, library).photos.map((p) => p.id);
    expect(ids("All", "LAKE")).toEqual(["lake", "boats"]);
    expect(ids("All", "lake  sunset")).toEqual(["lake", "boats"]);
    expect(ids("All", "party")).toEqual(["cups"]);
    expect(ids("All", "celebration")).toEqual(["cups", "boats"]);
    expect(ids("Celebration", "lake")).toEqual(["boats"]);
    expect(ids("All", "lake party")).toEqual([]);
  });

  it("answers image options in the spec's shape, crediting the photographer and the source", () => {
    const page = searchStockLibrary({ category: "All", query: "", page: 1 });
    expect(() => ZStockPhotoPage.parse(page)).not.toThrow();
    const [first] = page.photos;
    expect(first).toEqual({
      id: "default-cover",
      url: "/stock/default-cover.jpg",
      thumbUrl: "/stock/thumbs/default-cover.jpg",
      alt: expect.any(String),
      category: "Anniversary",
      photographer: "Risto Saukonpää",
      photographerUrl: expect.stringMatching(/^https:\/\//),
      unsplashUrl: null,
      isSolidColor: false,
      color: null,
    });
  });
});

describe("the bundled library", () => {
  it("has a few photos in every category, unique ids, and the default cover", () => {
    expect(new Set(STOCK_LIBRARY.map((p) => p.id)).size).toBe(STOCK_LIBRARY.length);
    for (const category of STOCK_CATEGORIES.filter((c) => c !== "All")) {
      expect(searchStockLibrary({ category, query: "", page: 1 }).photos.length).toBeGreaterThanOrEqual(3);
    }
    expect(STOCK_LIBRARY.some((p) => `/stock/${p.file}` === DEFAULT_COVER_IMAGE_URL)).toBe(true);
  });

  it("ships every catalogued file and its thumbnail as landscape JPEGs without metadata", async () => {
    for (const entry of STOCK_LIBRARY) {
      for (const file of [path.join(process.cwd(), "public/stock", entry.file), path.join(process.cwd(), "public/stock/thumbs", entry.file)]) {
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe("jpeg");
        expect(meta.width).toBeGreaterThan(meta.height ?? Infinity);
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
  });
});
