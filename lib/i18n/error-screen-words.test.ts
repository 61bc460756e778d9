import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { ENGLISH_ERROR_SCREEN } from "./error-screen-english";
import { errorScreenLanguage, loadErrorScreenWords } from "./error-screen-words";
import { LANGUAGE_CODES } from "./languages";

const visitor = (over: Partial<{ search: string; cookie: string; languages: string[] }>) => ({
  search: "",
  cookie: "",
  languages: ["en-US"],
  ...over,
});

describe("the root error screen's language", () => {
  it("follows the language menu's link, then its cookie, then the browser's languages in order", () => {
    expect(errorScreenLanguage(visitor({ search: "?lang=de", cookie: "echobook-lang=fr", languages: ["es"] }))).toBe("de");
    expect(errorScreenLanguage(visitor({ cookie: "a=1; echobook-lang=fr", languages: ["es"] }))).toBe("fr");
    expect(errorScreenLanguage(visitor({ languages: ["sw", "ar-EG", "es"] }))).toBe("ar");
    expect(errorScreenLanguage(visitor({ search: "?lang=xx", cookie: "echobook-lang=zz", languages: ["sw"] }))).toBe("en");
  });

  it("paints English with the English catalogue's own words (its copy kept equal)", () => {
    expect(ENGLISH_ERROR_SCREEN).toEqual(en.shared.errorScreen);
  });

  it("loads each language's words from its own catalogue, every word present", async () => {
    expect(await loadErrorScreenWords("es")).toEqual(es.shared.errorScreen);
    expect(await loadErrorScreenWords("ar")).toEqual(ar.shared.errorScreen);
    expect(await loadErrorScreenWords("en")).toBe(ENGLISH_ERROR_SCREEN);
    for (const language of LANGUAGE_CODES) {
      const words = await loadErrorScreenWords(language);
      expect(words?.title).toBeTruthy();
      if (language !== "en") expect(words?.title).not.toBe(ENGLISH_ERROR_SCREEN.title);
    }
  });
});
