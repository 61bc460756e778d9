// The designer lets people pick any colours, but a code that cameras cannot read is worthless. Most
// scanners only read dark modules on a light background, so the background must be light and the
// modules darker than it by the WCAG text contrast (4.5:1); picks that fall short are moved the least
// that passes.
import { contrastRatio, parseHex, relativeLuminance, toHex } from "@/lib/colors/contrast";
import type { TQrSettings } from "./settings";

const MIN_MODULE_CONTRAST = 4.5;

/** True when modules of this colour read on this background: darker, and by at least 4.5:1. */
export function isScannablePair(moduleColour: string, backgroundColour: string): boolean {
  return (relativeLuminance(backgroundColour) + 0.05) / (relativeLuminance(moduleColour) + 0.05) >= MIN_MODULE_CONTRAST;
}

// Stepping one 255th at a time finds the smallest change that passes after rounding to hex (the
// first step is the pick itself); 256 tries is cheap.
function firstPassingStep(makeCandidate: (fraction: number) => string, passes: (candidate: string) => boolean): string {
  for (let step = 0; step < 255; step += 1) {
    const candidate = makeCandidate(step / 255);
    if (passes(candidate)) return candidate;
  }
  return makeCandidate(1);
}

function mapChannels(hex: string, change: (channel: number) => number): string {
  const [red, green, blue] = parseHex(hex) ?? [0, 0, 0];
  return toHex([change(red), change(green), change(blue)].map(Math.round));
}

function darkenUntil(hex: string, passes: (candidate: string) => boolean): string {
  return firstPassingStep((fraction) => mapChannels(hex, (channel) => channel * (1 - fraction)), passes);
}

function lightenUntil(hex: string, passes: (candidate: string) => boolean): string {
  return firstPassingStep((fraction) => mapChannels(hex, (channel) => channel + (255 - channel) * fraction), passes);
}

/**
 * Scanners decide what is dark against the average of the area around each point, so a background
 * much darker than what surrounds the code (a white page, a white border or text) makes the quiet zone
 * read as dark and hides the finder patterns. Measured with jsQR, whose binariser ZXing shares: a white
 * border round a grey code breaks it from about 2.3:1, and on white paper a few codes still failed at
 * 2:1; at 1.5:1 none did. The brand yellow (1.45:1) stays a valid background.
 */
const MAX_CONTRAST_WITH_WHITE = 1.5;

/** True when white beside this background (paper, a border, text) cannot make it look dark. */
export function isLightBackground(backgroundColour: string): boolean {
  return contrastRatio("#ffffff", backgroundColour) <= MAX_CONTRAST_WITH_WHITE;
}

export type TScannableColours = Pick<TQrSettings, "qrColor" | "gradientStart" | "gradientEnd" | "backgroundColor"> & {
  /** True when a colour the code actually shows differs from the pick, so the designer can say so. */
  adjusted: boolean;
};

type TColourPicks = Pick<TQrSettings, "qrColor" | "gradientStart" | "gradientEnd" | "backgroundColor" | "useGradient">;

/**
 * The colours to draw with: the picks where they already scan; otherwise the background lightened
 * until it is light, then the module colours darkened until they stand out from it, each by the least
 * that passes. Every colour along a gradient is at most as light as its lighter end (luminance is
 * convex in sRGB), so checking both ends covers the whole gradient.
 */
export function scannableColours(picks: TColourPicks): TScannableColours {
  const backgroundColor = lightenUntil(picks.backgroundColor, isLightBackground);
  const moduleColour = (pick: string) => darkenUntil(pick, (candidate) => isScannablePair(candidate, backgroundColor));
  const colours = {
    backgroundColor,
    qrColor: moduleColour(picks.qrColor),
    gradientStart: moduleColour(picks.gradientStart),
    gradientEnd: moduleColour(picks.gradientEnd),
  };
  const moduleFields = picks.useGradient ? (["gradientStart", "gradientEnd"] as const) : (["qrColor"] as const);
  const shown = ["backgroundColor" as const, ...moduleFields];
  return { ...colours, adjusted: shown.some((field) => colours[field] !== picks[field].toLowerCase()) };
}
