// Lays text out as SVG path outlines so images never depend on the fonts installed on the server.
// Glyphs are placed one by one: opentype.js's own string layout throws on the GSUB lookups Inter uses.
import type { Font, Glyph } from "opentype.js";

export type TextLayoutOptions = {
  text: string;
  font: Font;
  fontSize: number;
  maxWidth: number;
  maxLines: number;
  /** Distance between baselines, as a multiple of fontSize. */
  lineHeight?: number;
  /** Extra space between letters, in em; negative tightens large display text. */
  letterSpacing?: number;
};

export type TextLayout = {
  /** SVG path data; the block's top-left corner is at (0, 0). */
  d: string;
  lines: string[];
  fontSize: number;
  width: number;
  height: number;
  truncated: boolean;
};

type Letter = { char: string; glyph: Glyph };
type Run = Letter[];

type Metrics = { font: Font; scale: number; spacing: number; maxWidth: number };

const ELLIPSIS = "…";
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—]/u;

function toWords(text: string, font: Font): Run[] {
  const question = font.charToGlyph("?");
  const words: Run[] = [];
  let word: Run = [];
  for (const char of text.normalize("NFC")) {
    if (/\s/u.test(char)) {
      if (word.length) words.push(word);
      word = [];
      continue;
    }
    const glyph = font.charToGlyph(char);
    if (glyph.index !== 0) word.push({ char, glyph });
    // A name in a script the subset lacks still shows where it stands; emoji, joiners and variation
    // selectors are dropped, since a '?' for each would read as noise.
    else if (LETTER_OR_DIGIT.test(char)) word.push({ char: "?", glyph: question });
  }
  if (word.length) words.push(word);
  return words;
}

function measure(run: Run, { font, scale, spacing }: Metrics): number {
  let units = 0;
  run.forEach(({ glyph }, i) => {
    units += glyph.advanceWidth ?? 0;
    if (i > 0) units += font.getKerningValue(run[i - 1].glyph, glyph);
  });
  return units * scale + spacing * Math.max(0, run.length - 1);
}

function fits(run: Run, metrics: Metrics): boolean {
  return measure(run, metrics) <= metrics.maxWidth;
}

// Stops once the text is known not to fit, so a pasted novel costs no more than a few lines.
function wrap(words: Run[], space: Letter, metrics: Metrics, maxLines: number): Run[] {
  const lines: Run[] = [];
  let line: Run = [];
  for (const word of words) {
    if (lines.length > maxLines) break;
    const candidate = line.length ? [...line, space, ...word] : word;
    if (fits(candidate, metrics)) {
      line = candidate;
      continue;
    }
    if (line.length) lines.push(line);
    line = [];
    if (fits(word, metrics)) {
      line = word;
      continue;
    }
    // A word wider than the box (a URL, a long name) is cut wherever it overflows.
    for (const letter of word) {
      if (line.length && !fits([...line, letter], metrics)) {
        lines.push(line);
        line = [];
        if (lines.length > maxLines) break;
      }
      line = [...line, letter];
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

function withEllipsis(line: Run, ellipsis: Letter, metrics: Metrics): Run {
  let kept = line;
  while (kept.length && !fits([...kept, ellipsis], metrics)) kept = kept.slice(0, -1);
  while (kept.length && TRAILING_PUNCTUATION.test(kept[kept.length - 1].char)) kept = kept.slice(0, -1);
  return [...kept, ellipsis];
}

type Plan = { lines: Run[]; truncated: boolean; metrics: Metrics };

function planLines({ text, font, fontSize, maxWidth, maxLines, letterSpacing = 0 }: TextLayoutOptions): Plan {
  const metrics: Metrics = { font, scale: fontSize / font.unitsPerEm, spacing: letterSpacing * fontSize, maxWidth };
  const letter = (char: string): Letter => ({ char, glyph: font.charToGlyph(char) });
  const lines = wrap(toWords(text, font), letter(" "), metrics, maxLines);
  if (lines.length <= maxLines) return { lines, truncated: false, metrics };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], letter(ELLIPSIS), metrics);
  return { lines: kept, truncated: true, metrics };
}

function render({ lines, truncated, metrics }: Plan, { font, fontSize, lineHeight = 1.2 }: TextLayoutOptions): TextLayout {
  const lineBox = fontSize * lineHeight;
  const capHeight = (font.tables.os2?.sCapHeight ?? font.ascender * 0.7) * metrics.scale;
  let d = "";
  let width = 0;
  lines.forEach((line, row) => {
    // Centring the capital height in each line box looks balanced whatever the line height.
    const baseline = row * lineBox + (lineBox + capHeight) / 2;
    let x = 0;
    line.forEach(({ glyph }, i) => {
      if (i > 0) x += metrics.font.getKerningValue(line[i - 1].glyph, glyph) * metrics.scale + metrics.spacing;
      d += glyph.getPath(x, baseline, fontSize).toPathData(1);
      x += (glyph.advanceWidth ?? 0) * metrics.scale;
    });
    width = Math.max(width, x);
  });
  const text = lines.map((line) => line.map(({ char }) => char).join(""));
  return { d, lines: text, fontSize, width, height: lines.length * lineBox, truncated };
}

/** Wraps text on word boundaries (cutting words wider than the box), ending with "…" past maxLines. */
export function layoutText(options: TextLayoutOptions): TextLayout {
  return render(planLines(options), options);
}

/** Lays text out at the largest of fontSizes (largest first) that needs no ellipsis, else at the smallest. */
export function fitText({
  fontSizes,
  ...options
}: Omit<TextLayoutOptions, "fontSize"> & { fontSizes: readonly [number, ...number[]] }): TextLayout {
  for (const fontSize of fontSizes.slice(0, -1)) {
    const sized = { ...options, fontSize };
    const plan = planLines(sized);
    if (!plan.truncated) return render(plan, sized);
  }
  return layoutText({ ...options, fontSize: fontSizes[fontSizes.length - 1] });
}
