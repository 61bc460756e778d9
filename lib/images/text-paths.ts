// Lays text out as SVG path outlines so images never depend on the fonts installed on the server.
// Glyphs are placed one by one: opentype.js's own string layout throws on the GSUB lookups Inter uses.
// Arabic letters are shaped a cluster at a time by fontkit (arabic-shaping.ts), and each line is put in
// visual order by the Unicode bidirectional algorithm (lib/i18n/bidi.ts), so right-to-left words read right.
import type { Font, Glyph, PathCommand } from "opentype.js";
import { mirroredCharacter, visualOrder } from "@/lib/i18n/bidi";
import { ARABIC_CONTINUING, ARABIC_LETTER, ARABIC_SCRIPT, shapeArabic, type TShapedArabic } from "./arabic-shaping";
import { fallbackFonts, interWeightOf } from "./fonts";

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
  /** Each line's laid-out advance width, in pixels (what its glyphs span, side bearings included). */
  lineWidths: number[];
  fontSize: number;
  width: number;
  height: number;
  truncated: boolean;
};

/**
 * One glyph, or (`shaped`) a cluster of Arabic letters shaped together, whose `glyph` is then unused.
 * `fallback`: the glyph comes from another font, so no kerning pairs with its neighbours.
 */
type Letter = { char: string; glyph: Glyph; fallback?: boolean; shaped?: TShapedArabic };
type Run = Letter[];

type Metrics = { font: Font; scale: number; spacing: number; maxWidth: number };

const ELLIPSIS = "…";
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—]/u;

function fallbackGlyph(char: string, font: Font): Glyph | undefined {
  for (const other of fallbackFonts(font)) {
    const glyph = other.charToGlyph(char);
    if (glyph.index !== 0) return glyph;
  }
  return undefined;
}

function advance(letter: Letter, font: Font): number {
  return letter.shaped ? letter.shaped.advance * font.unitsPerEm : (letter.glyph.advanceWidth ?? 0);
}

function kerning(font: Font, left: Letter, right: Letter): number {
  return left.fallback || right.fallback ? 0 : font.getKerningValue(left.glyph, right.glyph);
}

/** A run of Arabic letters as one letter, shaped in Noto Sans Arabic at the weight of `font`. */
function arabicLetter(char: string, font: Font): Letter {
  return { char, glyph: font.charToGlyph(" "), fallback: true, shaped: shapeArabic(char, interWeightOf(font)) };
}

function toWords(text: string, font: Font): Run[] {
  const question = font.charToGlyph("?");
  const words: Run[] = [];
  let word: Run = [];
  // Arabic letters that join are shaped together, once the cluster ends.
  let cluster = "";
  const endCluster = () => {
    if (cluster) word.push(arabicLetter(cluster, font));
    cluster = "";
  };
  for (const char of text.normalize("NFC")) {
    if (ARABIC_LETTER.test(char) || (cluster && ARABIC_CONTINUING.test(char))) {
      cluster += char;
      continue;
    }
    endCluster();
    if (/\s/u.test(char)) {
      if (word.length) words.push(word);
      word = [];
      continue;
    }
    const glyph = font.charToGlyph(char);
    const borrowed = glyph.index === 0 ? fallbackGlyph(char, font) : undefined;
    if (glyph.index !== 0) word.push({ char, glyph });
    else if (borrowed) word.push({ char, glyph: borrowed, fallback: true });
    // An Arabic-Indic digit or comma stands alone: the bidi algorithm may move it apart from the letters.
    else if (ARABIC_SCRIPT.test(char)) word.push(arabicLetter(char, font));
    // A name in a script the subset lacks still shows where it stands; emoji, joiners and variation
    // selectors are dropped, since a '?' for each would read as noise.
    else if (LETTER_OR_DIGIT.test(char)) word.push({ char: "?", glyph: question });
  }
  endCluster();
  if (word.length) words.push(word);
  return words;
}

function measure(run: Run, { font, scale, spacing }: Metrics): number {
  let units = 0;
  run.forEach((letter, i) => {
    units += advance(letter, font);
    if (i > 0) units += kerning(font, run[i - 1], letter);
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

// One decimal, written by hand: opentype.js's toPathData rounds through a string ("3e-14" + "e+1") and
// writes NaN for coordinates a hair off a whole number (x = 162.00000000000003), and librsvg stops drawing
// the path at the first NaN, which cut the end off about one title in eight.
function coordinate(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function pathData(commands: PathCommand[]): string {
  let d = "";
  for (const command of commands) {
    const values =
      command.type === "M" || command.type === "L"
        ? [command.x, command.y]
        : command.type === "Q"
          ? [command.x1, command.y1, command.x, command.y]
          : command.type === "C"
            ? [command.x1, command.y1, command.x2, command.y2, command.x, command.y]
            : [];
    d += command.type + values.map(coordinate).join(" ");
  }
  return d;
}

/**
 * A line's letters left to right as they are seen: ordered by the bidi algorithm over the line's text,
 * each letter placed where its first character lands; a bracket in a right-to-left run is mirrored.
 */
function inVisualOrder(line: Run, font: Font): Run {
  const text = line.map(({ char }) => char).join("");
  const { order, levels } = visualOrder(text);
  const seenAt = new Array<number>(text.length);
  order.forEach((index, position) => (seenAt[index] = position));
  let start = 0;
  const placed = line.map((letter) => {
    const at = { letter, position: seenAt[start], rtl: levels[start] % 2 === 1 };
    start += letter.char.length;
    return at;
  });
  return placed
    .sort((a, b) => a.position - b.position)
    .map(({ letter, rtl }) => {
      const mirrored = rtl && !letter.shaped ? mirroredCharacter(letter.char) : letter.char;
      return mirrored === letter.char ? letter : { ...letter, char: mirrored, glyph: font.charToGlyph(mirrored) };
    });
}

function render({ lines, truncated, metrics }: Plan, { font, fontSize, lineHeight = 1.2 }: TextLayoutOptions): TextLayout {
  const lineBox = fontSize * lineHeight;
  const capHeight = (font.tables.os2?.sCapHeight ?? font.ascender * 0.7) * metrics.scale;
  let d = "";
  const lineWidths: number[] = [];
  lines.forEach((line, row) => {
    // Centring the capital height in each line box looks balanced whatever the line height.
    const baseline = row * lineBox + (lineBox + capHeight) / 2;
    let x = 0;
    const seen = inVisualOrder(line, font);
    seen.forEach((letter, i) => {
      const { glyph } = letter;
      if (i > 0) x += kerning(metrics.font, seen[i - 1], letter) * metrics.scale + metrics.spacing;
      d += pathData(letter.shaped ? letter.shaped.commands(x, baseline, fontSize) : glyph.getPath(x, baseline, fontSize).commands);
      x += advance(letter, font) * metrics.scale;
    });
    lineWidths.push(x);
  });
  const text = lines.map((line) => line.map(({ char }) => char).join(""));
  return { d, lines: text, lineWidths, fontSize, width: Math.max(0, ...lineWidths), height: lines.length * lineBox, truncated };
}

/** Wraps text on word boundaries (cutting words wider than the box), ending with "…" past maxLines. */
export function layoutText(options: TextLayoutOptions): TextLayout {
  return render(planLines(options), options);
}

/** Lays text out at the largest of fontSizes (largest first) that needs no ellipsis, else at the smallest. */
export function fitText({ fontSizes, ...options }: Omit<TextLayoutOptions, "fontSize"> & { fontSizes: readonly [number, ...number[]] }): TextLayout {
  for (const fontSize of fontSizes.slice(0, -1)) {
    const sized = { ...options, fontSize };
    const plan = planLines(sized);
    if (!plan.truncated) return render(plan, sized);
  }
  return layoutText({ ...options, fontSize: fontSizes[fontSizes.length - 1] });
}
