import { PRO_CARD_DEFAULT_LOOK } from "@/lib/constants/pro-cards";
import { ZProCardCreate, ZProCardLook, ZProCardLookUpdate, ZProCardManageUpdate, ZProCardRecord } from "./pro-cards";

describe("pro card requests", () => {
  it("make 1 to 200 cards at once, and nothing else", () => {
    expect(ZProCardCreate.parse({})).toEqual({});
    expect(ZProCardCreate.parse({ count: 1, name: " Shop batch " })).toEqual({ count: 1, name: "Shop batch" });
    expect(ZProCardCreate.safeParse({ count: 200 }).success).toBe(true);
    for (const count of [0, 201, 1.5, -3, "5"]) expect(ZProCardCreate.safeParse({ count }).success).toBe(false);
  });

  it("take the standard card's look plus the cover title's colour", () => {
    expect(ZProCardLook.safeParse(PRO_CARD_DEFAULT_LOOK).success).toBe(true);
    expect(ZProCardLook.safeParse({ ...PRO_CARD_DEFAULT_LOOK, coverTitleColor: "white" }).success).toBe(false);
    expect(ZProCardLook.safeParse({ ...PRO_CARD_DEFAULT_LOOK, coverImageUrl: "https://evil.example/x.jpg" }).success).toBe(false);
  });

  it("let the owner change the name and the recipient only the look", () => {
    expect(ZProCardManageUpdate.parse({ name: "Batch 3", coverTitleColor: "#123456" })).toEqual({ name: "Batch 3", coverTitleColor: "#123456" });
    expect(ZProCardLookUpdate.parse({ name: "Mine now", title: "Hi" })).toEqual({ title: "Hi" });
  });

  it("need audio to record, and check the look sent with it", () => {
    expect(ZProCardRecord.safeParse({ duration: 12 }).success).toBe(false);
    expect(ZProCardRecord.safeParse({ audioData: "AAAA", duration: 12, buttonColor: "#fcd300" }).success).toBe(true);
    expect(ZProCardRecord.safeParse({ audioData: "AAAA", buttonColor: "red" }).success).toBe(false);
  });
});
