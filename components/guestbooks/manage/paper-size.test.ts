import { defaultPaper } from "./paper-size";

describe("the keepsake book's default paper", () => {
  it("is US Letter in the Americas' letter countries and the Philippines, A4 elsewhere", () => {
    expect(defaultPaper(["en-US"])).toBe("letter");
    expect(defaultPaper(["fr-CA"])).toBe("letter");
    expect(defaultPaper(["es-MX"])).toBe("letter");
    expect(defaultPaper(["fil-PH"])).toBe("letter");
    expect(defaultPaper(["en-GB"])).toBe("a4");
    expect(defaultPaper(["de"])).toBe("a4");
    expect(defaultPaper(["ja-JP"])).toBe("a4");
  });

  it("reads a bare language as its likeliest region, and skips tags it cannot read", () => {
    expect(defaultPaper(["en"])).toBe("letter");
    expect(defaultPaper(["not a tag!", "pt-BR"])).toBe("a4");
    expect(defaultPaper([])).toBe("a4");
  });
});
