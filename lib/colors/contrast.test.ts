import { contrastRatio, darken, readableOn, relativeLuminance } from "./contrast";

describe("readableOn", () => {
  it("keeps the host's colour when it is readable", () => {
    expect(readableOn("#000000", "#fcd300", 4.5)).toBe("#fcd300");
    expect(readableOn("#fcd300", "#000000", 4.5)).toBe("#000000");
  });

  it("swaps an unreadable pair for black or white, whichever reads better", () => {
    expect(readableOn("#fcd300", "#ffffff", 4.5)).toBe("#000000");
    expect(readableOn("#1a237e", "#0d47a1", 4.5)).toBe("#ffffff");
  });

  it("uses the lower bar for large text", () => {
    // White on #e53935 is about 3.9:1: fine for the title, not for a button label.
    expect(readableOn("#e53935", "#ffffff", 3)).toBe("#ffffff");
    expect(readableOn("#e53935", "#ffffff", 4.5)).toBe("#000000");
  });
});

describe("darken", () => {
  it("is the colour under a black layer of that opacity", () => {
    expect(darken("#ffffff", 0.5)).toBe("#808080");
    expect(darken("#fcd300", 0)).toBe("#fcd300");
  });
});

describe("contrastRatio", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, either way round", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fcd300", "#fcd300")).toBe(1);
  });

  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("uses the sRGB threshold 0.04045: a channel of 10 (0.0392) is on the linear segment", () => {
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});
