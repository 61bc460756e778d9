import { keepsakeLanguage } from "./keepsake-content";

describe("keepsakeLanguage", () => {
  it("prints the guestbook's language, Arabic included, and English for 'auto'", () => {
    expect(keepsakeLanguage({ language: "ar" })).toBe("ar");
    expect(keepsakeLanguage({ language: "fr" })).toBe("fr");
    expect(keepsakeLanguage({ language: "auto" })).toBe("en");
  });
});
