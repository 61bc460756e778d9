import { languageCookie, languageDirection, languageFromAcceptLanguage, requestedLanguage, shownLanguage } from "./languages";

describe("languageFromAcceptLanguage", () => {
  it("takes the offered language with the highest weight, not the first named", () => {
    expect(languageFromAcceptLanguage("en;q=0.5, de;q=0.9, fr;q=0.7")).toBe("de");
  });
  it("keeps the header's order between equal weights", () => {
    expect(languageFromAcceptLanguage("fr-CA, es")).toBe("fr");
  });
  it("falls back from a region to its language", () => {
    expect(languageFromAcceptLanguage("pt-BR,pt;q=0.9")).toBe("pt");
  });
  it("skips languages not offered and ranges refused with q=0", () => {
    expect(languageFromAcceptLanguage("sw, ja;q=0.9, it;q=0.2")).toBe("it");
    expect(languageFromAcceptLanguage("es;q=0, nl;q=0.1")).toBe("nl");
  });
  it("answers null for Swahili alone, a wildcard or nothing", () => {
    expect(languageFromAcceptLanguage("sw-KE,sw;q=0.9")).toBeNull();
    expect(languageFromAcceptLanguage("*")).toBeNull();
    expect(languageFromAcceptLanguage("")).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe("requestedLanguage", () => {
  it("prefers ?lang=, then the remembered cookie, then Accept-Language, then English", () => {
    expect(requestedLanguage({ queryLanguage: "de", cookieHeader: "echobook-lang=fr", acceptLanguage: "es" })).toBe("de");
    expect(requestedLanguage({ queryLanguage: "xx", cookieHeader: "a=1; echobook-lang=fr", acceptLanguage: "es" })).toBe("fr");
    expect(requestedLanguage({ cookieHeader: "echobook-lang=zz", acceptLanguage: "es-MX" })).toBe("es");
    expect(requestedLanguage({ acceptLanguage: "sw" })).toBe("en");
  });
});

describe("shownLanguage", () => {
  it("shows a guestbook's pinned language over the visitor's, and the visitor's for 'auto'", () => {
    expect(shownLanguage("fr", "en")).toBe("fr");
    expect(shownLanguage("auto", "ar")).toBe("ar");
    expect(shownLanguage(null, "es")).toBe("es");
  });
});

describe("languageDirection and languageCookie", () => {
  it("writes Arabic right to left and the rest left to right", () => {
    expect(languageDirection("ar")).toBe("rtl");
    expect(languageDirection("de")).toBe("ltr");
  });
  it("remembers a choice for a year, Secure on an https site", () => {
    expect(languageCookie("de", true)).toBe("echobook-lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(languageCookie("nl", false)).not.toContain("Secure");
  });
});
