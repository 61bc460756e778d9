import { DEFAULT_GUESTBOOK_COLORS, DEFAULT_GUESTBOOK_TEXTS } from "@/lib/guestbooks/defaults";
import { LOOK_FIELDS, lookOf, ZGuestbookLook, ZGuestbookUpdate } from "./guestbooks";

const look = {
  ...DEFAULT_GUESTBOOK_TEXTS,
  ...DEFAULT_GUESTBOOK_COLORS,
  showTitle: true,
  showSubtext: false,
  showMessage: true,
  showOverlay: true,
  themeColor: null,
  coverImageUrl: "/stock/a.jpg",
  coverImagePhotographer: "Ann",
  coverImageUnsplashUrl: null,
};

describe("ZGuestbookLook", () => {
  it("is a valid look on its own and a valid update body", () => {
    expect(ZGuestbookLook.parse(look)).toEqual(look);
    expect(ZGuestbookUpdate.parse(look)).toEqual(look);
  });
});

describe("lookOf", () => {
  it("keeps the look fields and drops everything else", () => {
    const picked = lookOf({ ...look, id: "gb1", guestbookName: "Party", tierIdx: 2 } as typeof look);
    expect(Object.keys(picked).sort()).toEqual([...LOOK_FIELDS].sort());
    expect(picked).toEqual(look);
  });
});
