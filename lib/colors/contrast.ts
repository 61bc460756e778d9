// WCAG 2 colour contrast, shared by the guests' page (title and button colours) and the QR designer
// (module against background). The sRGB threshold is 0.04045, the value of the sRGB standard that
// WCAG 2.2 corrected its 0.03928 to. Pure, so it runs in the browser and on the server.

export type TRgb = readonly [number, number, number];

/** The channels of a `#rrggbb` colour, or null for anything else. */
export function parseHex(hex: string): TRgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : null;
}

export function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

function linearChannel(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminanceOf([red, green, blue]: TRgb): number {
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue);
}

const BLACK: TRgb = [0, 0, 0];
const WHITE: TRgb = [255, 255, 255];

/** WCAG 2 relative luminance of a #rrggbb colour, 0 (black) to 1 (white); unreadable input counts as black. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(parseHex(hex) ?? BLACK);
}

function ratioOf(first: TRgb, second: TRgb): number {
  const [darker, lighter] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => a - b);
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2 contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(first: string, second: string): number {
  return ratioOf(parseHex(first) ?? BLACK, parseHex(second) ?? BLACK);
}

/** `background` under a black layer of the given opacity, as the cover looks with its overlay. */
export function darken(background: string, opacity: number): string {
  const rgb = parseHex(background);
  return rgb ? toHex(rgb.map((channel) => Math.round(channel * (1 - opacity)))) : background;
}

/** WCAG AA for a button's label against the button. */
export const BUTTON_TEXT_MIN_CONTRAST = 4.5;

/**
 * `preferred` when it reaches `minRatio` against `background`, else black or white, whichever reads
 * better: hosts pick colours freely, and an unreadable pair must not reach the guests.
 */
export function readableOn(background: string, preferred: string, minRatio: number): string {
  const backgroundRgb = parseHex(background);
  const preferredRgb = parseHex(preferred);
  if (!backgroundRgb) return preferred;
  if (preferredRgb && ratioOf(backgroundRgb, preferredRgb) >= minRatio) return preferred;
  return ratioOf(backgroundRgb, BLACK) >= ratioOf(backgroundRgb, WHITE) ? "#000000" : "#ffffff";
}
