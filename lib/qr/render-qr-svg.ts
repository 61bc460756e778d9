// A QR code as a standalone SVG document: shown in the browser, rasterised at 3x for the PNG download,
// and readable by sharp (librsvg) on the server. Error correction is always H so the logo can sit on top.
import { create } from "qrcode";
import { moduleRunsPath, QR_QUIET_ZONE_MODULES, qrLayout, type TQrLayout, type TQrMatrix, type TQrTextLayout } from "./layout";
import { scannableColours, type TScannableColours } from "./scannable";
import type { TQrSettings } from "./settings";
import { QR_FONT_FAMILY, QR_FONT_WEIGHT, QR_LETTER_SPACING_EM } from "./text-metrics";

export type TRenderQrSvgOptions = {
  /** What the code encodes, usually a share URL. */
  value: string;
  settings: TQrSettings;
  /** Width and height in px. */
  size: number;
  /** A data:image/... URL drawn instead of the Echobook logo; an SVG shown as an image cannot fetch anything else. */
  logo?: string;
};

// app/icon.svg, drawn in a 32 x 32 box; kept in step by hand because the renderer must not read files.
const ECHOBOOK_LOGO_MARKUP =
  '<rect width="32" height="32" rx="9" fill="#fcd300"/><g fill="#000"><rect x="6.5" y="12" width="3" height="8" rx="1.5"/>' +
  '<rect x="11.5" y="8" width="3" height="16" rx="1.5"/><rect x="16.5" y="5.5" width="3" height="21" rx="1.5"/>' +
  '<rect x="21.5" y="10" width="3" height="12" rx="1.5"/></g>';
const GRADIENT_ID = "qr-module-gradient";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** Hundredths of a px: finer than any screen or printer shows, and a much shorter document. */
function px(length: number): string {
  return String(Math.round(length * 100) / 100);
}

export function renderQrSvg({ value, settings, size, logo }: TRenderQrSvgOptions): string {
  if (logo !== undefined && !logo.startsWith("data:image/")) {
    throw new Error("The QR logo must be a data:image/ URL.");
  }
  const matrix = create(value, { errorCorrectionLevel: "H" }).modules;
  const colours = scannableColours(settings);
  const layout = qrLayout({ settings, size, moduleCount: matrix.size });
  const moduleFill = settings.useGradient ? `url(#${GRADIENT_ID})` : colours.qrColor;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px(size)}" height="${px(size)}" viewBox="0 0 ${px(size)} ${px(size)}">`,
    settings.useGradient ? gradientDefinition(colours, matrix.size) : "",
    shapeMarkup(layout, colours.backgroundColor, escapeXml(settings.borderColor)),
    modulesMarkup(matrix, layout, moduleFill),
    layout.logoPad ? logoMarkup(layout, layout.logoPad, colours.backgroundColor, logo) : "",
    layout.text ? textMarkup(layout.text, size, escapeXml(settings.textColor)) : "",
    "</svg>",
  ].join("");
}

// In module units (see modulesMarkup), corner to corner across the code.
function gradientDefinition(colours: TScannableColours, moduleCount: number): string {
  return (
    `<defs><linearGradient id="${GRADIENT_ID}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${moduleCount}" y2="${moduleCount}">` +
    `<stop offset="0" stop-color="${colours.gradientStart}"/><stop offset="1" stop-color="${colours.gradientEnd}"/></linearGradient></defs>`
  );
}

function shapeMarkup(layout: TQrLayout, background: string, borderColour: string): string {
  const { size, borderWidth, cornerRadius } = layout;
  const half = size / 2;
  if (layout.shape === "circle") {
    const fill = `<circle cx="${px(half)}" cy="${px(half)}" r="${px(half)}" fill="${background}"/>`;
    if (!borderWidth) return fill;
    return `${fill}<circle cx="${px(half)}" cy="${px(half)}" r="${px(half - borderWidth / 2)}" fill="none" stroke="${borderColour}" stroke-width="${px(borderWidth)}"/>`;
  }
  const fill = `<rect width="${px(size)}" height="${px(size)}" rx="${px(cornerRadius)}" fill="${background}"/>`;
  if (!borderWidth) return fill;
  const inset = borderWidth / 2;
  return (
    `${fill}<rect x="${px(inset)}" y="${px(inset)}" width="${px(size - borderWidth)}" height="${px(size - borderWidth)}" ` +
    `rx="${px(cornerRadius - inset)}" fill="none" stroke="${borderColour}" stroke-width="${px(borderWidth)}"/>`
  );
}

function modulesMarkup(matrix: TQrMatrix, layout: TQrLayout, fill: string): string {
  const origin = QR_QUIET_ZONE_MODULES * layout.moduleSize;
  const transform = `translate(${px(layout.codeBox.x + origin)} ${px(layout.codeBox.y + origin)}) scale(${layout.moduleSize})`;
  return `<path transform="${transform}" fill="${fill}" d="${moduleRunsPath(matrix, layout)}"/>`;
}

// The logo sits on a pad of background one module wider all round, so no module is half covered.
function logoMarkup(layout: TQrLayout, pad: NonNullable<TQrLayout["logoPad"]>, background: string, logo: string | undefined): string {
  const { moduleSize, codeBox } = layout;
  const padStart = (QR_QUIET_ZONE_MODULES + pad.first) * moduleSize;
  const padSide = pad.count * moduleSize;
  const x = codeBox.x + padStart;
  const y = codeBox.y + padStart;
  const logoSide = padSide - 2 * moduleSize;
  const box = `x="${px(x + moduleSize)}" y="${px(y + moduleSize)}" width="${px(logoSide)}" height="${px(logoSide)}"`;
  const padMarkup = `<rect x="${px(x)}" y="${px(y)}" width="${px(padSide)}" height="${px(padSide)}" rx="${px(moduleSize)}" fill="${background}"/>`;
  const image = logo
    ? `<image ${box} href="${escapeXml(logo)}" preserveAspectRatio="xMidYMid meet"/>`
    : `<svg ${box} viewBox="0 0 32 32">${ECHOBOOK_LOGO_MARKUP}</svg>`;
  return padMarkup + image;
}

function textMarkup(text: TQrTextLayout, size: number, colour: string): string {
  const font = `font-family="${QR_FONT_FAMILY}" font-weight="${QR_FONT_WEIGHT}" font-size="${px(text.fontSize)}" fill="${colour}" ` + `text-anchor="middle"`;
  if (text.kind === "straight") {
    const spacing = `letter-spacing="${px(QR_LETTER_SPACING_EM * text.fontSize)}"`;
    const lines = text.lines.map((line) => `<text x="${px(text.centreX)}" y="${px(line.baselineY)}" ${spacing}>${escapeXml(line.text)}</text>`);
    return `<g ${font}>${lines.join("")}</g>`;
  }
  const centre = size / 2;
  const glyphs = text.lines.flatMap((line) => {
    const y = line.side === "top" ? centre - line.baselineRadius : centre + line.baselineRadius;
    return line.glyphs.map(
      (glyph) =>
        `<text x="${px(centre)}" y="${px(y)}" transform="rotate(${px((glyph.angle * 180) / Math.PI)} ${px(centre)} ${px(centre)})">${escapeXml(glyph.grapheme)}</text>`,
    );
  });
  return `<g ${font}>${glyphs.join("")}</g>`;
}
