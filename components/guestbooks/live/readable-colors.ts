// Hosts pick the title and button colours freely; a guest must still be able to read them. A pair
// below the WCAG minimum is replaced by black or white, whichever reads better, instead of shipping
// an unreadable page.

type TRgb = [number, number, number];

function parseHex(hex: string): TRgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : null;
}

function luminance([r, g, b]: TRgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: TRgb, b: TRgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `background` under a black layer of the given opacity, as the cover looks with its overlay. */
export function darken(background: string, opacity: number): string {
  const rgb = parseHex(background);
  if (!rgb) return background;
  return `#${rgb.map((c) => Math.round(c * (1 - opacity)).toString(16).padStart(2, "0")).join("")}`;
}

/** `preferred` when it reaches `minRatio` against `background`, else black or white. */
export function readableOn(background: string, preferred: string, minRatio: number): string {
  const bg = parseHex(background);
  const fg = parseHex(preferred);
  if (!bg) return preferred;
  if (fg && ratio(bg, fg) >= minRatio) return preferred;
  return ratio(bg, [0, 0, 0]) >= ratio(bg, [255, 255, 255]) ? "#000000" : "#ffffff";
}
