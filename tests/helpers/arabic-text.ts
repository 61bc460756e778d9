// Reading Arabic back from what Echobook draws, with tools nobody here wrote: poppler's pdftotext for a PDF.
// pdftotext gives right-to-left lines in typed order (it reorders the glyphs it finds drawn right to left),
// but a PDF font maps each glyph to one letter, and Noto Sans Arabic draws letters that differ only in their
// dots from one shared shape plus dot marks (medial ت and ي, ر and ز): those letters come back as one of
// them. So both sides are compared by their skeleton (rasm): dots, marks, spaces and bidi controls set
// aside, letters of one shape as one. Words, letters' shapes and their order still have to match.
import { execFileSync } from "node:child_process";

/** The words of a PDF as poppler's pdftotext reads them, NFKC-normalised (joined forms back to letters). */
export function pdftotext(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: Buffer.from(pdf) })
    .toString()
    .normalize("NFKC");
}

const SHAPES: [RegExp, string][] = [
  [/[بتثنيىئ]/gu, "ٮ"],
  [/[جحخ]/gu, "ح"],
  [/[دذ]/gu, "د"],
  [/[رز]/gu, "ر"],
  [/[سش]/gu, "س"],
  [/[صض]/gu, "ص"],
  [/[طظ]/gu, "ط"],
  [/[عغ]/gu, "ع"],
  [/[فق]/gu, "ف"],
  [/[اأإآ]/gu, "ا"],
  [/[ةه]/gu, "ه"],
  [/[ؤو]/gu, "و"],
];

/** Arabic text by its letters' shapes, in typed order, without spaces, marks or bidi controls. */
export function arabicSkeleton(text: string): string {
  let skeleton = text.normalize("NFKC").replace(/[\s\p{M}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\f]/gu, "");
  for (const [letters, shape] of SHAPES) skeleton = skeleton.replace(letters, shape);
  return skeleton;
}

export type TWordBox = { text: string; xMin: number; xMax: number; yMin: number };

/**
 * Each word pdftotext finds on a page, with its box in points. Where a line mixes directions, pdftotext's
 * own reordering of its plain text is a guess (it read "زفاف سارة و John ٢٠٢٦" drawn right as
 * "زفاف سارة و ٢٠٢٦ John"); the words' positions show the order they are seen in.
 */
export function pdfWordBoxes(pdf: Uint8Array, page = 1): TWordBox[] {
  const html = execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-bbox", "-enc", "UTF-8", "-", "-"], { input: Buffer.from(pdf) }).toString();
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(([, xMin, yMin, xMax, text]) => ({
    text: text.normalize("NFKC"),
    xMin: Number(xMin),
    xMax: Number(xMax),
    yMin: Number(yMin),
  }));
}

const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/**
 * Where `words` are seen on the page, left to right (each given in typed order). With -bbox, pdftotext
 * lists each word's glyphs as they stand, left to right: an Arabic word drawn right to left comes back
 * with its letters reversed, and is matched so, which checks the letters' order within each word too.
 */
export function seenLeftToRight(boxes: readonly TWordBox[], words: readonly string[]): string[] {
  const found = words.map((word) => {
    const drawn = ARABIC_LETTER.test(word) ? [...word].reverse().join("") : word;
    const box = boxes.find((candidate) => arabicSkeleton(candidate.text) === arabicSkeleton(drawn));
    return box ? { word, xMin: box.xMin } : null;
  });
  if (found.some((box) => !box)) throw new Error(`not all of ${words.join(", ")} are on the page as drawn: ${boxes.map((box) => box.text).join(" ")}`);
  return (found as { word: string; xMin: number }[]).sort((a, b) => a.xMin - b.xMin).map((box) => box.word);
}
