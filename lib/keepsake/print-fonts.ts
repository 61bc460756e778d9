// Fonts for printed documents that show people's names in any alphabet (the keepsake book, issue 38):
// Inter for Latin, Cyrillic, Greek and Vietnamese, then Noto Sans for Arabic, Hebrew, Devanagari, Thai,
// Japanese, Korean and Chinese. Each comes from its @fontsource package, split into subsets by Unicode
// range as the package's CSS states; a character is drawn from the first subset that covers it. Text is
// cut into runs of one subset each, and each subset is embedded once per document, reduced to the glyphs
// the document uses (pdf-lib with fontkit), so the text stays real, selectable text.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import regeneratorRuntime from "regenerator-runtime";

// @pdf-lib/fontkit's shaper for Indic and other complex scripts was compiled expecting a global
// regeneratorRuntime (a Devanagari or Thai name would otherwise throw while it is measured).
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= regeneratorRuntime;

type TSubsetProto = { _addGlyph(this: TSubsetState, gid: number): number; evenGlyphs?: true };
// fontkit's glyphs are Buffers of the copy of `buffer` it bundles; its encoder accepts only those.
type TFontkitBuffer = Uint8Array & { copy(target: Uint8Array): number; constructor: { alloc(size: number): TFontkitBuffer } };
type TSubsetState = { glyf: TFontkitBuffer[]; offset: number };

/**
 * fontkit's TrueType subsetter copies each glyph as stored and, for a small font, writes the short `loca`
 * format, which holds offsets halved: a glyph of odd length (the @fontsource files do not pad them) shifts
 * every glyph after it, and those print as nothing. Each copied glyph is padded to an even length.
 */
function padSubsetGlyphs(sampleFontBytes: Buffer): void {
  const proto = Object.getPrototypeOf(fontkit.create(sampleFontBytes).createSubset()) as TSubsetProto;
  if (proto.evenGlyphs) return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TSubsetState, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[index];
    if (glyph.length % 2 === 1) {
      const padded = glyph.constructor.alloc(glyph.length + 1);
      glyph.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto.evenGlyphs = true;
}

export type TPrintWeight = 400 | 700;

const FAMILIES = [
  "inter",
  "noto-sans-arabic",
  "noto-sans-hebrew",
  "noto-sans-devanagari",
  "noto-sans-thai",
  "noto-sans-jp",
  "noto-sans-kr",
  "noto-sans-sc",
] as const;

type TFace = { file: string; ranges: [number, number][] };

// Marks and joiners belong with the character before them, whatever subset lists them.
const ATTACHED = /^[\p{M}\u200c\u200d\ufe00-\ufe0f]$/u;

// Read from the project root at run time, as lib/images/fonts.ts does (the server bundle would turn a
// require.resolve into a module id).
function packageDir(family: string): string {
  return path.join(process.cwd(), "node_modules", "@fontsource", family);
}

function parseRanges(list: string): [number, number][] {
  return list.split(",").map((part) => {
    const [low, high = low] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(low, 16), parseInt(high, 16)];
  });
}

/** The @font-face blocks of one family's weight: each subset's WOFF file and the code points it covers. */
function readFaces(family: string, weight: TPrintWeight): TFace[] {
  const css = readFileSync(path.join(packageDir(family), `${weight}.css`), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block]) => {
    const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    return file && range ? [{ file: path.join(packageDir(family), "files", file), ranges: parseRanges(range) }] : [];
  });
}

const facesByWeight = new Map<TPrintWeight, TFace[]>();
const fileBytes = new Map<string, Buffer>();

function faces(weight: TPrintWeight): TFace[] {
  let list = facesByWeight.get(weight);
  if (!list) {
    list = FAMILIES.flatMap((family) => readFaces(family, weight));
    facesByWeight.set(weight, list);
  }
  return list;
}

/** The font file that draws this code point (Inter's Latin subset when none does: it prints a box). */
function fileFor(codePoint: number, weight: TPrintWeight): string {
  const list = faces(weight);
  const face = list.find(({ ranges }) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high));
  return (face ?? list.find((candidate) => candidate.file.includes("inter-latin-4") || candidate.file.includes("inter-latin-7")) ?? list[0]).file;
}

export type TTextRun = { text: string; font: PDFFont };

/** One document's fonts: embeds each subset the first time a run needs it. */
export class PrintFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(private readonly pdf: PDFDocument) {
    pdf.registerFontkit(fontkit);
    padSubsetGlyphs(this.bytes(fileFor(0x41, 400)));
  }

  private bytes(file: string): Buffer {
    let bytes = fileBytes.get(file);
    if (!bytes) {
      bytes = readFileSync(file);
      fileBytes.set(file, bytes);
    }
    return bytes;
  }

  private font(file: string): Promise<PDFFont> {
    let font = this.embedded.get(file);
    if (!font) {
      font = this.pdf.embedFont(this.bytes(file), { subset: true });
      this.embedded.set(file, font);
    }
    return font;
  }

  /** The text cut into runs that one font each draws. */
  async runs(text: string, weight: TPrintWeight): Promise<TTextRun[]> {
    const pieces: { text: string; file: string }[] = [];
    for (const character of text) {
      const last = pieces.at(-1);
      const file = last && ATTACHED.test(character) ? last.file : fileFor(character.codePointAt(0) ?? 0x20, weight);
      if (last && last.file === file) last.text += character;
      else pieces.push({ text: character, file });
    }
    return Promise.all(pieces.map(async (piece) => ({ text: piece.text, font: await this.font(piece.file) })));
  }
}

export function runsWidth(runs: readonly TTextRun[], size: number): number {
  return runs.reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
}
