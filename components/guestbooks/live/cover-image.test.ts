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

  it("uses library covers and uploads as they are", () => {
    expect(coverSources("/stock/default-cover.jpg")).toEqual({ src: "/stock/default-cover.jpg" });
    expect(coverSources("/api/user-images/abc123")).toEqual({ src: "/api/user-images/abc123" });
  });
});
