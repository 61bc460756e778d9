import { fetchCoverForEventType } from "./fetch-cover";

const photo = {
  id: "a1",
  url: "https://images.unsplash.com/photo-a1",
  alt: "Flowers",
  category: "Wedding",
  photographer: "Ana Lens",
  photographerUrl: "https://unsplash.com/@analens?utm_source=echobook&utm_medium=referral",
  unsplashUrl: "https://unsplash.com/photos/a1?utm_source=echobook&utm_medium=referral",
  isSolidColor: false,
  color: null,
  downloadLocation: "https://api.unsplash.com/photos/a1/download",
};

describe("fetchCoverForEventType", () => {
  const realFetch = global.fetch;
  let calls: { url: string; init?: RequestInit }[];
  function answer(status: number, body: unknown) {
    calls = [];
    global.fetch = (async (input: string | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
  }
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("takes the first photo of the event's category and reports its use", async () => {
    answer(200, { photos: [photo, { ...photo, id: "b2" }], hasMore: true });
    expect(await fetchCoverForEventType("Memorial")).toEqual({
      kind: "image",
      url: photo.url,
      photographer: "Ana Lens",
      unsplashUrl: photo.unsplashUrl,
      downloadLocation: photo.downloadLocation,
    });
    expect(calls[0].url).toBe("/api/stock-photos?category=Family&page=1");
    expect(calls[1].url).toBe("/api/stock-photos/track");
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({ downloadLocation: photo.downloadLocation });
  });

  it("does not report bundled photos, which have no download location", async () => {
    const { downloadLocation: _, ...bundled } = { ...photo, url: "/stock/wedding-red-marigold.jpg", unsplashUrl: null };
    answer(200, { photos: [bundled], hasMore: false });
    expect(await fetchCoverForEventType("Wedding")).toEqual({ kind: "image", url: bundled.url, photographer: "Ana Lens", unsplashUrl: null });
    expect(calls).toHaveLength(1);
  });

  it("answers null when there is no photo or the call fails", async () => {
    answer(200, { photos: [], hasMore: false });
    expect(await fetchCoverForEventType("Yearbook")).toBeNull();
    expect(calls[0].url).toBe("/api/stock-photos?category=Celebration&page=1");
    answer(500, { error: "Something went wrong. Please try again." });
    expect(await fetchCoverForEventType("Wedding")).toBeNull();
    global.fetch = (async () => {
      throw new TypeError("offline");
    }) as typeof fetch;
    expect(await fetchCoverForEventType("Wedding")).toBeNull();
  });
});
