// A QR code drawn into a PDF page as vectors (issue 50): the same geometry as the designer's SVG
// (lib/qr/layout.ts: quiet zone, border, logo pad) and the same scannable colours, as filled paths, so
// it prints sharp at any size. The code's own text is left to the printed piece (it has its own words).
import "server-only";
import { create } from "qrcode";
import { rgb, type PDFPage } from "pdf-lib";
import { parseHex } from "@/lib/colors/contrast";
import { moduleRunsPath, QR_QUIET_ZONE_MODULES, qrLayout } from "@/lib/qr/layout";
import { scannableColours } from "@/lib/qr/scannable";
import type { TQrSettings } from "@/lib/qr/settings";

// app/icon.svg's bars in its 32 x 32 box (as lib/qr/render-qr-svg.ts draws the logo): x, y, height.
const LOGO_BARS: [number, number, number][] = [
  [6.5, 12, 8],
  [11.5, 8, 16],
  [16.5, 5.5, 21],
  [21.5, 10, 12],
];

export function pdfColour(hex: string) {
  const [red, green, blue] = parseHex(hex) ?? [0, 0, 0];
  return rgb(red / 255, green / 255, blue / 255);
}

/** A rectangle with round corners as an SVG path, from its top-left corner. */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  return (
    `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}` +
    `H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  );
}

/** Draws the code for `value` in a `size`-point square whose bottom-left corner is (x, y). */
export function drawQrCode(page: PDFPage, opts: { value: string; settings: TQrSettings; x: number; y: number; size: number }): void {
  const settings = { ...opts.settings, showText: false };
  const matrix = create(opts.value, { errorCorrectionLevel: "H" }).modules;
  const colours = scannableColours(settings);
  const layout = qrLayout({ settings, size: opts.size, moduleCount: matrix.size });
  const top = opts.y + opts.size;
  // drawSvgPath puts the path's origin at (x, y) with y pointing down, as in the SVG.
  const svg = (path: string, colour: string, scale = 1, dx = 0, dy = 0) =>
    page.drawSvgPath(path, { x: opts.x + dx, y: top - dy, scale, color: pdfColour(colour), borderWidth: 0 });

  const half = opts.size / 2;
  if (layout.shape === "circle") {
    page.drawCircle({ x: opts.x + half, y: opts.y + half, size: half, color: pdfColour(colours.backgroundColor) });
    if (layout.borderWidth)
      page.drawCircle({
        x: opts.x + half,
        y: opts.y + half,
        size: half - layout.borderWidth / 2,
        borderColor: pdfColour(settings.borderColor),
        borderWidth: layout.borderWidth,
      });
  } else {
    svg(roundedRect(0, 0, opts.size, opts.size, layout.cornerRadius), colours.backgroundColor);
    if (layout.borderWidth) {
      const inset = layout.borderWidth / 2;
      page.drawSvgPath(roundedRect(inset, inset, opts.size - layout.borderWidth, opts.size - layout.borderWidth, layout.cornerRadius - inset), {
        x: opts.x,
        y: top,
        borderColor: pdfColour(settings.borderColor),
        borderWidth: layout.borderWidth,
      });
    }
  }

  const pad = layout.logoPad;
  const origin = QR_QUIET_ZONE_MODULES * layout.moduleSize;
  const moduleColour = settings.useGradient ? colours.gradientStart : colours.qrColor;
  svg(moduleRunsPath(matrix, layout), moduleColour, layout.moduleSize, layout.codeBox.x + origin, layout.codeBox.y + origin);

  if (pad) {
    const { moduleSize, codeBox } = layout;
    const padStart = (QR_QUIET_ZONE_MODULES + pad.first) * moduleSize;
    const padSide = pad.count * moduleSize;
    const padX = codeBox.x + padStart;
    const padY = codeBox.y + padStart;
    svg(roundedRect(padX, padY, padSide, padSide, moduleSize), colours.backgroundColor);
    const logoSide = padSide - 2 * moduleSize;
    const unit = logoSide / 32;
    const [logoX, logoY] = [padX + moduleSize, padY + moduleSize];
    svg(roundedRect(0, 0, 32, 32, 9), "#fcd300", unit, logoX, logoY);
    for (const [barX, barY, height] of LOGO_BARS) svg(roundedRect(barX, barY, 3, height, 1.5), "#000000", unit, logoX, logoY);
  }
}
