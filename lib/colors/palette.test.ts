import { COLOUR_PALETTE, PHONE_SWATCHES, WIDE_SWATCHES, visibleSwatches } from "./palette";

describe("COLOUR_PALETTE", () => {
  it("offers 28 distinct #rrggbb swatches, each with a name for screen readers", () => {
    expect(COLOUR_PALETTE).toHaveLength(28);
    expect(new Set(COLOUR_PALETTE.map((swatch) => swatch.hex)).size).toBe(28);
    for (const swatch of COLOUR_PALETTE) {
      expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(swatch.name.trim()).not.toBe("");
    }
  });
});

describe("visibleSwatches", () => {
  it("shows the first 6 on phones and the rest behind More", () => {
    const { shown, hasMore } = visibleSwatches(COLOUR_PALETTE, { wide: false, expanded: false });
    expect(PHONE_SWATCHES).toBe(6);
    expect(shown).toEqual(COLOUR_PALETTE.slice(0, 6));
    expect(hasMore).toBe(true);
  });

  it("shows the first 15 on larger screens and the rest behind More", () => {
    const { shown, hasMore } = visibleSwatches(COLOUR_PALETTE, { wide: true, expanded: false });
    expect(WIDE_SWATCHES).toBe(15);
    expect(shown).toEqual(COLOUR_PALETTE.slice(0, 15));
    expect(hasMore).toBe(true);
  });

  it("shows all 28 once More is pressed, on any screen", () => {
    expect(visibleSwatches(COLOUR_PALETTE, { wide: false, expanded: true }).shown).toHaveLength(28);
    expect(visibleSwatches(COLOUR_PALETTE, { wide: true, expanded: true }).shown).toHaveLength(28);
  });

  it("needs no More when a palette fits", () => {
    const few = COLOUR_PALETTE.slice(0, 10);
    expect(visibleSwatches(few, { wide: true, expanded: false })).toEqual({ shown: few, hasMore: false });
    expect(visibleSwatches(few, { wide: false, expanded: false }).hasMore).toBe(true);
  });
});
