// Text on the code is laid out without measuring it (the renderer is a pure function that also runs
// in Node), so widths come from the metrics of Arial Bold, which Helvetica and Liberation Sans share.
// librsvg, which rasterises the code on the server, does not support <textPath>, so text on an arc
// is drawn a glyph at a time and needs each glyph's advance.

export const QR_FONT_FAMILY = "Arial, Helvetica, 'Liberation Sans', sans-serif";
export const QR_FONT_WEIGHT = 700;
/** Above and below the baseline, in em; a little over Arial's 0.905 and 0.212 to allow for fallback fonts. */
export const QR_FONT_ASCENT = 0.95;
export const QR_FONT_DESCENT = 0.25;
export const QR_LETTER_SPACING_EM = 0.06;

// Advance widths in thousandths of an em for the printable ASCII characters, space (32) to tilde (126).
const ASCII_ADVANCES = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];
// Accented Latin letters are no wider than a capital; ideographs and emoji take a full em.
const OTHER_ADVANCE = 0.722;
const WIDE_ADVANCE = 1;
const FIRST_WIDE_CODE_POINT = 0x2e80;

// Firefox before 125 has no Intl.Segmenter; code points are the next best unit there.
const graphemeSegmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** What the reader sees as single characters, so an accent stays on its letter when glyphs are placed one by one. */
export function graphemes(text: string): string[] {
  return graphemeSegmenter ? Array.from(graphemeSegmenter.segment(text), (part) => part.segment) : Array.from(text);
}

export function advanceEm(grapheme: string): number {
  const codePoint = grapheme.codePointAt(0) ?? 0;
  if (codePoint >= 32 && codePoint <= 126) return ASCII_ADVANCES[codePoint - 32] / 1000;
  return codePoint >= FIRST_WIDE_CODE_POINT ? WIDE_ADVANCE : OTHER_ADVANCE;
}

/** Width in px of a line at this font size, letter spacing included. */
export function textWidth(text: string, fontSize: number): number {
  const parts = graphemes(text);
  const advances = parts.reduce((sum, part) => sum + advanceEm(part), 0);
  return fontSize * (advances + QR_LETTER_SPACING_EM * Math.max(0, parts.length - 1));
}

/**
 * Two lines of text as even as possible: broken at the space nearest the middle, or mid-word when
 * there is no space at all.
 */
export function splitInTwo(text: string): [string, string] {
  const parts = graphemes(text.trim());
  const middle = textWidth(text.trim(), 1) / 2;
  const spaces: { index: number; offset: number }[] = [];
  let offset = 0;
  parts.forEach((part, index) => {
    if (part === " ") spaces.push({ index, offset });
    offset += advanceEm(part) + QR_LETTER_SPACING_EM;
  });
  if (spaces.length === 0) {
    const half = Math.ceil(parts.length / 2);
    return [parts.slice(0, half).join(""), parts.slice(half).join("")];
  }
  const { index } = spaces.reduce((best, space) => (Math.abs(space.offset - middle) < Math.abs(best.offset - middle) ? space : best));
  return [
    parts.slice(0, index).join("").trimEnd(),
    parts
      .slice(index + 1)
      .join("")
      .trimStart(),
  ];
}
