import { CARD_DEFAULT_COVER_URL, DEFAULT_CARD_LOOK, hasOwnCover, ZCardLook } from "./look";

describe("ZCardLook", () => {
  it("takes the default look, and the default drawing stored as the cover", () => {
    expect(ZCardLook.safeParse(DEFAULT_CARD_LOOK).success).toBe(true);
    expect(ZCardLook.safeParse({ ...DEFAULT_CARD_LOOK, coverImageUrl: CARD_DEFAULT_COVER_URL }).success).toBe(true);
  });
  it("takes library, upload and Unsplash covers and refuses other sites", () => {
    for (const url of ["/stock/default-cover.jpg", "/api/user-images/abc123", "https://images.unsplash.com/photo-1?w=800"]) {
      expect(ZCardLook.safeParse({ ...DEFAULT_CARD_LOOK, coverImageUrl: url }).success).toBe(true);
    }
    for (const url of ["https://evil.example/x.jpg", "javascript:alert(1)", "/gb_bg.svg?x=1"]) {
      expect(ZCardLook.safeParse({ ...DEFAULT_CARD_LOOK, coverImageUrl: url }).success).toBe(false);
    }
  });
  it("refuses colours that are not #rrggbb", () => {
    expect(ZCardLook.safeParse({ ...DEFAULT_CARD_LOOK, buttonColor: "yellow" }).success).toBe(false);
  });
});

describe("hasOwnCover", () => {
  it("is false for no cover and for the default drawing", () => {
    expect(hasOwnCover({ coverImageUrl: null })).toBe(false);
    expect(hasOwnCover({ coverImageUrl: CARD_DEFAULT_COVER_URL })).toBe(false);
    expect(hasOwnCover({ coverImageUrl: "/stock/default-cover.jpg" })).toBe(true);
  });
});
