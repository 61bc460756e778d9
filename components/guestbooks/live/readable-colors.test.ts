import { darken, readableOn } from "./readable-colors";

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
