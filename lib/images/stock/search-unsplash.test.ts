import { ZStockPhotoPage } from "@/lib/validation/images";
import { searchUnsplash, unsplashSearchTerms } from "./search-unsplash";
import { trackUnsplashDownload } from "./track-unsplash-download";

function unsplashPhoto(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    alt_description: `white flowers ${id}`,
    description: null,
    urls: {
      raw: "https://images.unsplash.com/raw",
      regular: `https://images.unsplash.com/photo-${id}?w=1080`,
      small: `https://images.unsplash.com/photo-${id}?w=400`,
    },
    links: { html: `https://unsplash.com/photos/${id}`, download_location: `https://api.unsplash.com/photos/${id}/download?ixid=abc` },
    user: { name: "Ana Lens", links: { html: "https://unsplash.com/@analens" } },
    ...overrides,
  };
}

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const impl = (async (input: string | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { impl, calls };
}

describe("searchUnsplash", () => {
  it("asks for 12 landscape photos of the category with the access key", async () => {
    const { impl, calls } = fakeFetch(200, { total: 0, total_pages: 0, results: [] });
    await searchUnsplash({ accessKey: "key-123", category: "Wedding", query: "", page: 3, fetch: impl });
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe("https://api.unsplash.com/search/photos");
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: "wedding", page: "3", per_page: "12", orientation: "landscape" });
    expect(calls[0].headers.Authorization).toBe("Client-ID key-123");
  });

  it("maps results to image options with referral links and the download location", async () => {
    const { impl } = fakeFetch(200, {
      total: 40,
      total_pages: 4,
      results: [unsplashPhoto("a1"), unsplashPhoto("b2", { alt_description: null, description: "A toast" })],
    });
    const page = await searchUnsplash({ accessKey: "k", category: "Birthday", query: "", page: 1, fetch: impl });
    expect(() => ZStockPhotoPage.parse(page)).not.toThrow();
    expect(page.hasMore).toBe(true);
    expect(page.photos[0]).toEqual({
      id: "a1",
      url: "https://images.unsplash.com/photo-a1?w=1080",
      thumbUrl: "https://images.unsplash.com/photo-a1?w=400",
      alt: "white flowers a1",
      category: "Birthday",
      photographer: "Ana Lens",
      photographerUrl: "https://unsplash.com/@analens?utm_source=echobook&utm_medium=referral",
      unsplashUrl: "https://unsplash.com/photos/a1?utm_source=echobook&utm_medium=referral",
      isSolidColor: false,
      color: null,
      downloadLocation: "https://api.unsplash.com/photos/a1/download?ixid=abc",
    });
    expect(page.photos[1].alt).toBe("A toast");
  });

  it("has no next page on the last one", async () => {
    const { impl } = fakeFetch(200, { total: 13, total_pages: 2, results: [unsplashPhoto("z")] });
    expect((await searchUnsplash({ accessKey: "k", category: "All", query: "", page: 2, fetch: impl })).hasMore).toBe(false);
  });

  it("drops entries that are malformed or point outside Unsplash, keeping the rest", async () => {
    const results = [
      unsplashPhoto("ok"),
      { id: "broken" },
      unsplashPhoto("elsewhere", { urls: { regular: "https://evil.test/x.jpg" } }),
      unsplashPhoto("badtrack", { links: { html: "https://unsplash.com/photos/x", download_location: "https://evil.test/track" } }),
    ];
    const { impl } = fakeFetch(200, { total: 4, total_pages: 1, results });
    const page = await searchUnsplash({ accessKey: "k", category: "All", query: "", page: 1, fetch: impl });
    expect(page.photos.map((p) => p.id)).toEqual(["ok"]);
  });

  it("answers an empty list when Unsplash fails, refuses, or sends something else", async () => {
    const quiet = jest.spyOn(console, "warn").mockImplementation(() => {});
    const empty = { photos: [], hasMore: false };
    expect(await searchUnsplash({ accessKey: "k", category: "All", query: "", page: 1, fetch: fakeFetch(401, { errors: ["OAuth error"] }).impl })).toEqual(
      empty,
    );
    expect(await searchUnsplash({ accessKey: "k", category: "All", query: "", page: 1, fetch: fakeFetch(200, { unexpected: true }).impl })).toEqual(empty);
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    expect(await searchUnsplash({ accessKey: "k", category: "All", query: "", page: 1, fetch: offline })).toEqual(empty);
    quiet.mockRestore();
  });
});

describe("unsplashSearchTerms", () => {
  it("uses the category name, a general celebration query for All, and adds the search text", () => {
    expect(unsplashSearchTerms({ category: "All", query: "" })).toBe("celebration");
    expect(unsplashSearchTerms({ category: "Graduation", query: "" })).toBe("graduation");
    expect(unsplashSearchTerms({ category: "All", query: "beach" })).toBe("beach");
    expect(unsplashSearchTerms({ category: "Wedding", query: "beach" })).toBe("wedding beach");
    expect(unsplashSearchTerms({ category: "Baby Shower", query: "" })).toBe("baby shower");
    expect(unsplashSearchTerms({ category: "Other", query: "" })).toBe("celebration");
  });
});

describe("trackUnsplashDownload", () => {
  it("calls the download location with the key", async () => {
    const { impl, calls } = fakeFetch(200, { url: "https://images.unsplash.com/x" });
    expect(await trackUnsplashDownload({ accessKey: "k", downloadLocation: "https://api.unsplash.com/photos/a1/download?ixid=1", fetch: impl })).toBe(true);
    expect(calls[0].url).toBe("https://api.unsplash.com/photos/a1/download?ixid=1");
    expect(calls[0].headers.Authorization).toBe("Client-ID k");
  });

  it("never calls anything but Unsplash's API", async () => {
    const { impl, calls } = fakeFetch(200, {});
    expect(await trackUnsplashDownload({ accessKey: "k", downloadLocation: "https://api.unsplash.com.evil.test/x", fetch: impl })).toBe(false);
    expect(await trackUnsplashDownload({ accessKey: "k", downloadLocation: "not a url", fetch: impl })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
