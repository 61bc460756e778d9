// Where everything on a QR code goes, kept apart from the SVG markup so the promises scanners depend
// on (a 4-module quiet zone, text that never touches it, a logo error correction H can recover) can be
// checked as geometry. Every length is a fraction of the size, so a code drawn 3 times larger for the
// PNG download is the same picture.
import type { TQrSettings, TQrTextSize } from "./settings";
import { QR_FONT_ASCENT, QR_FONT_DESCENT, QR_LETTER_SPACING_EM, advanceEm, graphemes, splitInTwo, textWidth } from "./text-metrics";

export const QR_QUIET_ZONE_MODULES = 4;
/** Error correction H restores 30% of the code; a centred logo this wide hides 4% of it. */
export const QR_LOGO_MAX_WIDTH_RATIO = 0.2;
/** Each line on a circular code spans at most this, so the top and bottom lines never meet at the sides. */
export const QR_ARC_SPAN_RADIANS = (150 * Math.PI) / 180;

/** Room for a fallback font up to this much wider than Arial, where a wider glyph could reach the code. */
export const QR_GLYPH_WIDTH_ALLOWANCE = 1.2;

const BORDER_RATIO = 0.03;
const INNER_MARGIN_RATIO = 0.02;
const TEXT_GAP_RATIO = 0.012;
const SQUARE_CORNER_RATIO = 0.07;
const TEXT_SIZE_RATIO: Record<TQrTextSize, number> = { sm: 10 / 240, md: 12 / 240, lg: 14 / 240, xl: 16 / 240 };

/** A glyph on an arc, turned `angle` radians clockwise about the centre from the arc's midpoint; `advance` in px. */
export type TArcGlyph = { grapheme: string; angle: number; advance: number };
export type TArcLine = { side: "top" | "bottom"; baselineRadius: number; glyphs: TArcGlyph[] };
export type TStraightLine = { text: string; baselineY: number };
export type TQrTextLayout =
  { kind: "arc"; fontSize: number; lines: TArcLine[] } | { kind: "straight"; fontSize: number; centreX: number; lines: TStraightLine[] };

export type TQrLayout = {
  size: number;
  shape: TQrSettings["shape"];
  /** Corner radius of the square shape; 0 for the circle. */
  cornerRadius: number;
  borderWidth: number;
  /** The code with its quiet zone, always in the background colour. */
  codeBox: { x: number; y: number; side: number };
  moduleSize: number;
  /** Rows and columns [first, first + count) left empty for the logo. */
  logoPad: { first: number; count: number } | null;
  text: TQrTextLayout | null;
};

type TLayoutOptions = { settings: TQrSettings; size: number; moduleCount: number };

/** The custom text as it is drawn: whitespace collapsed, nothing when text is off or empty. */
function displayedText(settings: Pick<TQrSettings, "showText" | "customText">): string {
  return settings.showText ? settings.customText.replace(/\s+/g, " ").trim() : "";
}

export function qrLayout({ settings, size, moduleCount }: TLayoutOptions): TQrLayout {
  const text = displayedText(settings);
  const borderWidth = settings.showBorder ? size * BORDER_RATIO : 0;
  const fontSize = size * TEXT_SIZE_RATIO[settings.textSize];
  const textBand = text ? fontSize * (QR_FONT_ASCENT + QR_FONT_DESCENT) + 2 * size * TEXT_GAP_RATIO : 0;
  const placement =
    settings.shape === "circle" ? circleLayout({ size, borderWidth, textBand, fontSize, text }) : squareLayout({ size, borderWidth, textBand, fontSize, text });
  const moduleSize = placement.codeBox.side / (moduleCount + 2 * QR_QUIET_ZONE_MODULES);
  return { size, shape: settings.shape, borderWidth, moduleSize, logoPad: settings.showLogo ? logoPad(moduleCount) : null, ...placement };
}

function logoPad(moduleCount: number): TQrLayout["logoPad"] {
  // An odd count centres the pad on whole modules (the module count is always odd).
  const widest = Math.floor(moduleCount * QR_LOGO_MAX_WIDTH_RATIO);
  const count = widest % 2 === 1 ? widest : widest - 1;
  return { first: (moduleCount - count) / 2, count };
}

type TShapeOptions = { size: number; borderWidth: number; textBand: number; fontSize: number; text: string };
type TShapePlacement = Pick<TQrLayout, "cornerRadius" | "codeBox" | "text">;

// The text runs round the ring inside the border, and the code (with its quiet zone) grows until it
// meets the circle or the text: a short line leaves room above the code's corners, a long one does not.
function circleLayout({ size, borderWidth, textBand, fontSize, text }: TShapeOptions): TShapePlacement {
  const centre = size / 2;
  const outer = centre - borderWidth - size * INNER_MARGIN_RATIO;
  const centredBox = (halfSide: number) => ({ x: centre - halfSide, y: centre - halfSide, side: 2 * halfSide });
  if (!text) return { cornerRadius: 0, codeBox: centredBox(outer / Math.SQRT2), text: null };

  const textInner = outer - textBand;
  const bandMiddle = textInner + textBand / 2;
  const baselineOffset = (glyphSize: number) => ((QR_FONT_ASCENT - QR_FONT_DESCENT) * glyphSize) / 2;
  // The top line's baseline is the innermost any line can have; fitting there fits everywhere.
  const longestArc = QR_ARC_SPAN_RADIANS * (bandMiddle - baselineOffset(fontSize));
  const lines = textWidth(text, fontSize) <= longestArc ? [text] : splitInTwo(text);
  const widest = Math.max(...lines.map((line) => textWidth(line, fontSize)));
  const glyphSize = fontSize * Math.min(1, longestArc / widest);
  const arcs = lines.map((line, index): TArcLine => {
    const side = index === 0 ? "top" : "bottom";
    const baselineRadius = side === "top" ? bandMiddle - baselineOffset(glyphSize) : bandMiddle + baselineOffset(glyphSize);
    return { side, baselineRadius, glyphs: arcGlyphs(line, glyphSize, baselineRadius, side) };
  });

  // Every glyph lies outside textInner and within `reach` of the vertical, where the code's edge is
  // at most halfSide / cos(reach) from the centre.
  const reach = Math.max(
    ...arcs.flatMap((line) => line.glyphs.map((glyph) => Math.abs(glyph.angle) + Math.atan((QR_GLYPH_WIDTH_ALLOWANCE * glyph.advance) / 2 / textInner))),
  );
  const halfSide = Math.min(textInner * Math.cos(Math.min(reach, Math.PI / 4)), outer / Math.SQRT2);
  return { cornerRadius: 0, codeBox: centredBox(halfSide), text: { kind: "arc", fontSize: glyphSize, lines: arcs } };
}

function arcGlyphs(line: string, fontSize: number, radius: number, side: TArcLine["side"]): TArcGlyph[] {
  const halfWidth = textWidth(line, fontSize) / 2;
  // Clockwise is left to right along the top, but right to left along the bottom.
  const direction = side === "top" ? 1 : -1;
  const glyphs: TArcGlyph[] = [];
  let offset = 0;
  for (const grapheme of graphemes(line)) {
    const advance = advanceEm(grapheme) * fontSize;
    if (grapheme.trim()) glyphs.push({ grapheme, advance, angle: (direction * (offset + advance / 2 - halfWidth)) / radius });
    offset += advance + QR_LETTER_SPACING_EM * fontSize;
  }
  return glyphs;
}

// The code sits at the top of the rounded square and the text in a band under it; long text shrinks,
// or breaks into two lines when that keeps it larger, but the band (and so the code) keeps its size.
function squareLayout({ size, borderWidth, textBand, fontSize, text }: TShapeOptions): TShapePlacement {
  const cornerRadius = size * SQUARE_CORNER_RATIO;
  const margin = size * INNER_MARGIN_RATIO;
  // Far enough in that the code's corners clear the inside curve of the rounded corners by the margin too.
  const inset = Math.max(borderWidth + margin, cornerRadius - (cornerRadius - borderWidth - margin) / Math.SQRT2);
  const side = size - 2 * inset - textBand;
  const codeBox = { x: (size - side) / 2, y: inset, side };
  if (!text) return { cornerRadius, codeBox, text: null };

  // Text near the bottom corners must stay inside their curve.
  const usableWidth = size - 2 * Math.max(inset, cornerRadius);
  const oneLineSize = Math.min(fontSize, (fontSize * usableWidth) / textWidth(text, fontSize));
  const halves = splitInTwo(text);
  const twoLineSize = Math.min(fontSize / 2, (fontSize * usableWidth) / Math.max(...halves.map((half) => textWidth(half, fontSize))));
  const [lines, glyphSize] = twoLineSize > oneLineSize ? [halves, twoLineSize] : [[text], oneLineSize];

  const lineHeight = glyphSize * (QR_FONT_ASCENT + QR_FONT_DESCENT);
  const bandTop = codeBox.y + side + size * TEXT_GAP_RATIO;
  const bandHeight = size - inset - size * TEXT_GAP_RATIO - bandTop;
  const firstBaseline = bandTop + (bandHeight - lineHeight * lines.length) / 2 + glyphSize * QR_FONT_ASCENT;
  return {
    cornerRadius,
    codeBox,
    text: {
      kind: "straight",
      fontSize: glyphSize,
      centreX: size / 2,
      lines: lines.map((line, index) => ({ text: line, baselineY: firstBaseline + index * lineHeight })),
    },
  };
}

/** The QR matrix as `qrcode` gives it: 1 for a dark module. */
export type TQrMatrix = { size: number; get(row: number, column: number): number };

/**
 * The dark modules as one SVG path of horizontal runs, in module units (the SVG and the printed sign both
 * draw it scaled by the module size): one fill has no hairline seams between modules, which separate
 * shapes would show once anti-aliased. Modules under the logo's pad are left out.
 */
export function moduleRunsPath(matrix: TQrMatrix, layout: Pick<TQrLayout, "logoPad">): string {
  const pad = layout.logoPad;
  const underLogo = (index: number) => pad !== null && index >= pad.first && index < pad.first + pad.count;
  const runs: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let runStart = -1;
    for (let column = 0; column <= matrix.size; column += 1) {
      const dark = column < matrix.size && matrix.get(row, column) === 1 && !(underLogo(row) && underLogo(column));
      if (dark && runStart < 0) runStart = column;
      if (!dark && runStart >= 0) {
        runs.push(`M${runStart} ${row}h${column - runStart}v1h${runStart - column}z`);
        runStart = -1;
      }
    }
  }
  return runs.join("");
}
