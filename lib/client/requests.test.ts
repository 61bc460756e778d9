// The domain modules' addresses, methods and answer parsing, against a stand-in fetch.
import { getCredits } from "./account";
import { getPublicPosts, savePost } from "./blog";
import { deleteCard } from "./cards";
import { deleteGuestbook, recordingsArchiveUrl } from "./guestbooks";
import { stockPhotosKey } from "./images";
import { getCheckoutSession } from "./payments";
import { recordingsKey } from "./recordings";
import { runLinkAction } from "./site";
import { swrFetcher } from "./api";

const realFetch = global.fetch;
let calls: { url: string; method?: string; body?: unknown }[];
function answer(body: unknown, status = 200) {
  calls = [];
  global.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: init.body });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
}
afterEach(() => {
  global.fetch = realFetch;
});

describe("the request modules", () => {
  it("delete a guestbook or a card that is already gone without an error", async () => {
    answer({ error: "Guestbook Not Found", code: "NOT_FOUND" }, 404);
    await expect(deleteGuestbook("g 1")).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: "/api/guestbooks/g%201", method: "DELETE" });
    answer({ error: "Message not found", code: "NOT_FOUND" }, 404);
    await expect(deleteCard("c1")).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: "/api/personal-messages/c1", method: "DELETE" });
    answer({ error: "Something went wrong.", code: "INTERNAL" }, 500);
    await expect(deleteGuestbook("g1")).rejects.toMatchObject({ code: "INTERNAL" });
  });

  it("build the download and SWR addresses the screens use", () => {
    expect(recordingsArchiveUrl("g1", null)).toBe("/api/guestbooks/g1/recordings/archive");
    expect(recordingsArchiveUrl("g1", ["a", "b c"])).toBe("/api/guestbooks/g1/recordings/archive?ids=a,b%20c");
    expect(recordingsKey("g1")).toBe("/api/guestbooks/g1/recordings");
    expect(stockPhotosKey("Wedding", "red roses", 2)[0]).toBe("/api/stock-photos?category=Wedding&query=red+roses&page=2");
  });

  it("parse answers with the server's shapes", async () => {
    answer({ photos: [], hasMore: false });
    expect(await swrFetcher(stockPhotosKey("Wedding", "", 1))).toEqual({ photos: [], hasMore: false });
    answer({ photos: "none" });
    await expect(swrFetcher(stockPhotosKey("Wedding", "", 1))).rejects.toThrow();

    answer({
      messageCredits: { free: 1, premium: 2 },
      guestbookCredits: { tier1: 0 },
      subscription: { tier: null, active: false, expiresAt: null },
      cardsWithoutCredit: false,
    });
    expect((await getCredits()).messageCredits).toEqual({ free: 1, premium: 2 });
    answer({ messageCredits: 3 });
    await expect(getCredits()).rejects.toThrow();

    answer({ status: "paid?" });
    await expect(getCheckoutSession("cs_1")).rejects.toThrow();
    expect(calls[0].url).toBe("/api/stripe/session/cs_1");

    answer({ posts: "x" });
    await expect(getPublicPosts(2, 12)).rejects.toThrow();
    expect(calls[0].url).toBe("/api/blog-posts/public?page=2&limit=12");
  });

  it("send a post as new or as changes to one", async () => {
    answer({ post: {} }, 201);
    await savePost(null, { title: "T" } as Parameters<typeof savePost>[1]);
    expect(calls[0]).toMatchObject({ url: "/api/admin/blog-posts", method: "POST" });
    answer({ post: {} });
    await savePost("p1", { title: "T" } as Parameters<typeof savePost>[1]);
    expect(calls[0]).toMatchObject({ url: "/api/admin/blog-posts/p1", method: "PUT" });
  });

  it("post a mailed link's action with its token, never on opening the page", async () => {
    answer({ ok: true });
    await runLinkAction("unsubscribe", "a/b");
    await runLinkAction("confirm-newsletter", "t1");
    expect(calls).toEqual([
      { url: "/api/unsubscribe?token=a%2Fb", method: "POST", body: undefined },
      { url: "/api/newsletter/confirm?token=t1", method: "POST", body: undefined },
    ]);
  });
});
