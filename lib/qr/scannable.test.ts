import { COLOUR_PALETTE } from "@/lib/colors/palette";
import { contrastRatio, relativeLuminance } from "@/lib/colors/contrast";
import { isScannablePair, scannableColours } from "./scannable";
import { withQrDefaults, type TQrSettings } from "./settings";

function colours(picks: Partial<TQrSettings>) {
  return scannableColours(withQrDefaults(picks));
}

// The rules, restated from the definitions rather than with the helpers under test: dark modules at
// least 4.5:1 against the background, and a background no more than 1.5:1 darker than white paper.
const MIN_MODULE_CONTRAST = 4.5;
const MAX_CONTRAST_WITH_WHITE = 1.5;

function scans(result: ReturnType<typeof scannableColours>): boolean {
  return (
    contrastRatio("#ffffff", result.backgroundColor) <= MAX_CONTRAST_WITH_WHITE &&
    [result.qrColor, result.gradientStart, result.gradientEnd].every(
      (moduleColour) =>
        relativeLuminance(moduleColour) < relativeLuminance(result.backgroundColor) &&
        contrastRatio(moduleColour, result.backgroundColor) >= MIN_MODULE_CONTRAST,
    )
  );
}

function expectScannable(result: ReturnType<typeof scannableColours>) {
  expect(scans(result)).toBe(true);
}

describe("isScannablePair", () => {
  it("needs dark modules on a lighter background, not merely a strong contrast", () => {
    expect(isScannablePair("#000000", "#ffffff")).toBe(true);
    expect(isScannablePair("#ffffff", "#000000")).toBe(false);
    expect(isScannablePair("#fcd300", "#ffffff")).toBe(false);
  });
});

describe("scannableColours", () => {
  it("leaves picks that already scan alone", () => {
    expect(colours({ qrColor: "#1E3A8A", backgroundColor: "#FFFFFF" })).toEqual({
      qrColor: "#1e3a8a",
      backgroundColor: "#ffffff",
      gradientStart: "#1e3a8a",
      gradientEnd: "#7c3aed",
      adjusted: false,
    });
  });

  it("darkens light modules on white by the least that passes", () => {
    const result = colours({ qrColor: "#fcd300", backgroundColor: "#ffffff" });
    expect(result.adjusted).toBe(true);
    expect(result.backgroundColor).toBe("#ffffff");
    expectScannable(result);
    expect(contrastRatio(result.qrColor, "#ffffff")).toBeLessThan(MIN_MODULE_CONTRAST + 0.1);
    const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(result.qrColor.slice(start, start + 2), 16));
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);
  });

  it("turns white on white into grey modules", () => {
    const result = colours({ qrColor: "#ffffff", backgroundColor: "#ffffff" });
    expect(result.qrColor).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expectScannable(result);
  });

  it("lightens a dark background, since most scanners cannot read light modules on dark", () => {
    const result = colours({ qrColor: "#ffffff", backgroundColor: "#000000" });
    expect(result.adjusted).toBe(true);
    expect(contrastRatio("#ffffff", result.backgroundColor)).toBeLessThanOrEqual(MAX_CONTRAST_WITH_WHITE);
    expectScannable(result);
  });

  it("keeps the hue of a lightened background", () => {
    const result = colours({ backgroundColor: "#1e3a8a" });
    const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(result.backgroundColor.slice(start, start + 2), 16));
    expect(blue).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(red);
    expectScannable(result);
  });

  it("checks both ends of a gradient", () => {
    const result = colours({ useGradient: true, gradientStart: "#000000", gradientEnd: "#ffffff" });
    expect(result.gradientStart).toBe("#000000");
    expect(result.gradientEnd).not.toBe("#ffffff");
    expect(result.adjusted).toBe(true);
    expectScannable(result);
  });

  it("only flags colours the code shows", () => {
    expect(colours({ useGradient: false, gradientEnd: "#ffffff" }).adjusted).toBe(false);
    expect(colours({ useGradient: true, qrColor: "#ffffff" }).adjusted).toBe(false);
    expect(colours({ useGradient: true, gradientEnd: "#ffffff" }).adjusted).toBe(true);
  });

  it("makes every pair of palette colours scannable", () => {
    const failing = COLOUR_PALETTE.flatMap((background) =>
      COLOUR_PALETTE.filter(
        (modules) => !scans(colours({ qrColor: modules.hex, gradientStart: modules.hex, gradientEnd: background.hex, backgroundColor: background.hex })),
      ).map((modules) => `${modules.name} on ${background.name}`),
    );
    expect(failing).toEqual([]);
  });
});
