import { fromParam, listeningPageKey } from "./listening-page-key";

// The page reads `from` from Next's searchParams; i18n/request.ts from the address in x-return-path. Only
// when both give the same key does the page's memoised read serve the language too (one read a render).
describe("listeningPageKey", () => {
  it.each([
    ["/listen/tok123", {}, undefined],
    ["/listen/tok123?from=rec1", { from: "rec1" }, "rec1"],
    ["/listen/tok123?from=rec1&from=rec2", { from: ["rec1", "rec2"] }, undefined],
    ["/listen/tok123?lang=es&from=rec%201", { lang: "es", from: "rec 1" }, "rec 1"],
  ])("%s gives the page's own key", (returnPath, searchParams: { from?: string | string[] }, from) => {
    expect(listeningPageKey(returnPath)).toEqual({ token: "tok123", from });
    expect(fromParam(searchParams.from)).toBe(from);
  });

  it("is null for any other page", () => {
    expect(listeningPageKey("/live-guestbook/abc")).toBeNull();
    expect(listeningPageKey("/listen/abc/more")).toBeNull();
    expect(listeningPageKey("")).toBeNull();
  });
});
