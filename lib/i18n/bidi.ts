// Right-to-left lines for what Echobook draws itself (the keepsake book, the table sign, the link-preview
// picture): the Unicode bidirectional algorithm (UAX #9, by bidi-js) splits a line into runs of one
// direction and orders them as they are seen, left to right. Each run keeps its typed order, so a shaper
// (fontkit) can join its Arabic letters; the drawing lays a right-to-left run's glyphs out right to left.
import bidiFactory from "bidi-js";

const bidi = bidiFactory();
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export type TBidiRun = {
  /** The run's characters in typed (logical) order. */
  text: string;
  /** Drawn right to left. */
  rtl: boolean;
};

/** Whether a line reads right to left as a whole: its first strong character is Arabic or Hebrew (UAX #9, P2-P3). */
export function isRightToLeftLine(line: string): boolean {
  return bidi.getEmbeddingLevels(line).paragraphs[0]?.level === 1;
}

/** A line's code units in visual order (leftmost first) and each one's resolved level: UAX #9, rules L1-L2. */
export function visualOrder(line: string, direction?: "ltr" | "rtl"): { order: number[]; levels: Uint8Array } {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  // Code units, as bidi-js counts them.
  const order = Array.from({ length: line.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  return { order, levels: embedding.levels };
}

/**
 * A line's runs in visual order, leftmost first: levels resolved by the bidi algorithm (the paragraph's
 * direction from its first strong character unless given), reordered by rule L2 (with L1's trailing
 * spaces), and cut wherever the level changes.
 */
export function visualRuns(line: string, direction?: "ltr" | "rtl"): TBidiRun[] {
  if (!line) return [];
  const { order, levels } = visualOrder(line, direction);
  const runs: { from: number; to: number; level: number }[] = [];
  for (const index of order) {
    const level = levels[index];
    const last = runs.at(-1);
    const step = level % 2 === 1 ? -1 : 1;
    if (last && last.level === level && index === last.to + step) last.to = index;
    else runs.push({ from: index, to: index, level });
  }
  // The marks that steer the algorithm (Intl puts U+200F in Arabic dates) are spent here: drawn, a font
  // would give them a blank or a box.
  return runs.flatMap(({ from, to, level }) => {
    const text = line.slice(Math.min(from, to), Math.max(from, to) + 1).replace(BIDI_MARKS, "");
    return text ? [{ text, rtl: level % 2 === 1 }] : [];
  });
}

export function mirroredCharacter(character: string): string {
  return bidi.getMirroredCharacter(character) ?? character;
}

/** A run's characters in drawing order for a right-to-left run drawn glyph by glyph: reversed, brackets mirrored. */
export function mirroredReverse(text: string): string {
  return Array.from(text).reverse().map(mirroredCharacter).join("");
}
