import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { coverSources } from "./cover-image";

describe("coverSources", () => {
  it("asks Unsplash for phone-sized, compressed versions and keeps the photo's own parameters", () => {
    const { src, srcSet } = coverSources("https://images.unsplash.com/photo-1?ixid=abc&w=4000");
    const first = new URL(src);
    expect(first.searchParams.get("w")).toBe("800");
    expect(first.searchParams.get("ixid")).toBe("abc");
    expect(first.searchParams.get("auto")).toBe("format");
    expect(srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["480w", "800w", "1200w", "1600w"]);
  });

  it("offers a library cover's WebP copies before its JPEG, and an upload's copies by width", () => {
    expect(coverSources("/stock/default-cover.jpg")).toEqual({
      src: "/stock/default-cover.jpg",
      webpSrcSet: "/stock/sized/default-cover-480.webp 480w, /stock/sized/default-cover-800.webp 800w, /stock/sized/default-cover-1200.webp 1200w",
    });
    expect(coverSources("/api/user-images/abc123")).toEqual({
      src: "/api/user-images/abc123",
      webpSrcSet: "/api/user-images/abc123?w=480 480w, /api/user-images/abc123?w=800 800w, /api/user-images/abc123?w=1200 1200w",
    });
    expect(coverSources("/api/user-images/abc123?x=1")).toEqual({ src: "/api/user-images/abc123?x=1" });
    expect(coverSources("/stock/thumbs/default-cover.jpg")).toEqual({ src: "/stock/thumbs/default-cover.jpg" });
  });

  it("has every WebP copy it offers on disk, for every bundled photo (scripts/make-stock-sizes.ts)", () => {
    const photos = readdirSync(path.join(process.cwd(), "public", "stock")).filter((name) => name.endsWith(".jpg"));
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      for (const entry of coverSources(`/stock/${photo}`).webpSrcSet!.split(", ")) {
        expect(existsSync(path.join(process.cwd(), "public", entry.split(" ")[0]))).toBe(true);
      }
    }
  });
});
