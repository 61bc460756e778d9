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
