import { pickWebpWidth, userImageKeys, webpCopyKey, webpCopyWidths } from "./webp-copies";

describe("an uploaded cover's WebP copies", () => {
  it("are made at each standard width below the image, and at its own width up to the largest", () => {
    expect(webpCopyWidths(1920)).toEqual([480, 800, 1200]);
    expect(webpCopyWidths(1200)).toEqual([480, 800, 1200]);
    expect(webpCopyWidths(1000)).toEqual([480, 800, 1000]);
    expect(webpCopyWidths(480)).toEqual([480]);
    expect(webpCopyWidths(120)).toEqual([120]);
  });

  it("are stored beside the image and removed with it", () => {
    expect(webpCopyKey("users/u1/images/abc.jpg", 800)).toBe("users/u1/images/abc-800.webp");
    expect(userImageKeys({ storageKey: "cards/c1/images/x.jpg", webpWidths: [480, 700] })).toEqual([
      "cards/c1/images/x.jpg",
      "cards/c1/images/x-480.webp",
      "cards/c1/images/x-700.webp",
    ]);
    expect(userImageKeys({ storageKey: "users/u1/images/old.jpg", webpWidths: [] })).toEqual(["users/u1/images/old.jpg"]);
  });

  it("answer a width with the narrowest copy at least that wide, else the widest there is", () => {
    expect(pickWebpWidth([480, 800, 1200], 480)).toBe(480);
    expect(pickWebpWidth([1200, 480, 800], 800)).toBe(800);
    expect(pickWebpWidth([480, 700], 800)).toBe(700);
    expect(pickWebpWidth([480, 700], 1200)).toBe(700);
    expect(pickWebpWidth([], 800)).toBeNull();
  });
});
