import { CARD_DEFAULT_LOOK } from "@/lib/constants/cards";
import { lookFields, newLookValues, proCoverTitleColor, requireLook, withLookChanges } from "./look-row";

describe("a card's look row", () => {
  it("starts a standard card with spec 002's look, no cover title colour, and its own values over them", () => {
    const look = newLookValues("personal");
    expect(look).toMatchObject({ title: "-Be Heard. Be Remembered.", titleColor: "#ffffff", coverImageUrl: "/gb_bg.svg", coverTitleColor: null });
    expect(look).toEqual({ ...CARD_DEFAULT_LOOK, coverTitleColor: null, allowDownload: true, foreverHostingEnabled: true, foreverHosted: false });
    // Undefined keeps the default, null is a value; what is not a look column is left out.
    const fields = { name: "Card", title: "Hi", coverImageUrl: null, subtitle: undefined };
    const given = newLookValues("personal", fields);
    expect(given).toMatchObject({ title: "Hi", coverImageUrl: null, subtitle: "A voice to remember." });
    expect(given).not.toHaveProperty("name");
  });

  it("starts a pro card with the pro colours and a white cover title", () => {
    expect(newLookValues("pro", { buttonColor: "#123abc" })).toMatchObject({
      title: "",
      subtitle: "",
      buttonColor: "#123abc",
      titleColor: "#000000",
      coverTitleColor: "#ffffff",
      foreverHosted: false,
    });
  });

  it("splits a change between the card and a nested update of its look", () => {
    expect(withLookChanges({ name: "New", title: "T", allowDownload: false, coverImageUrl: null, subtitle: undefined })).toEqual({
      name: "New",
      look: { update: { title: "T", allowDownload: false, coverImageUrl: null } },
      // A change to the look moves the card's updatedAt, as before the look had a table of its own.
      updatedAt: expect.any(Date),
    });
    expect(withLookChanges({ name: "Only the name" })).toEqual({ name: "Only the name" });
  });

  it("gives a look's values as a card's fields: a standard card's without a cover title colour", () => {
    const keys = { id: "l1", personalMessageId: "c1", proAudioMessageId: null };
    const standard = lookFields({ ...keys, ...newLookValues("personal") });
    expect(standard).not.toHaveProperty("coverTitleColor");
    expect(standard).not.toHaveProperty("personalMessageId");
    expect(standard).toMatchObject({ title: "-Be Heard. Be Remembered.", foreverHosted: false });
    const pro = lookFields({ id: "l2", personalMessageId: null, proAudioMessageId: "p1", ...newLookValues("pro") });
    expect(pro).toMatchObject({ coverTitleColor: "#ffffff", titleColor: "#000000" });
    expect(pro).not.toHaveProperty("id");
  });

  it("answers a card without its look, or a pro look without a cover title colour, as an internal error", () => {
    const look = { ...newLookValues("pro"), id: "l1", personalMessageId: null, proAudioMessageId: "p1" };
    expect(requireLook({ id: "p1", look }).look).toBe(look);
    expect(() => requireLook({ id: "p1", look: null })).toThrow("Card p1 has no CardLook row");
    expect(proCoverTitleColor(look)).toBe("#ffffff");
    expect(() => proCoverTitleColor({ ...look, coverTitleColor: null })).toThrow(/no coverTitleColor/);
  });
});
