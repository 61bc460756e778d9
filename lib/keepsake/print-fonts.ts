// Fonts for printed documents that show people's names in any alphabet (the keepsake book, issue 38):
// Inter for Latin, Cyrillic, Greek and Vietnamese, then Noto Sans for Arabic, Hebrew, Devanagari, Thai,
// Japanese, Korean and Chinese. Each comes from its @fontsource package, split into subsets by Unicode
// range as the package's CSS states; a character is drawn from the first subset that covers it. Text is
// cut into runs of one subset each, and each subset is embedded once per document, reduced to the glyphs
// the document uses (pdf-lib with fontkit), so the text stays real, selectable text.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
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
let subsetGlyphsPadded = false;

function padSubsetGlyphs(sampleFontBytes: Buffer): void {
  if (subsetGlyphsPadded) return;
  const proto = Object.getPrototypeOf(fontkit.create(sampleFontBytes).createSubset()) as TSubsetProto;
  subsetGlyphsPadded = true;
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
const RIGHT_TO_LEFT = /^[\p{Script=Arabic}\p{Script=Hebrew}]$/u;

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

/**
 * A WOFF file as the TrueType font it wraps: each table inflated by Node's zlib. fontkit would otherwise
 * inflate them in JavaScript for every document, most of the time a book took.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressed, original, checksum] = [
      woff.subarray(entry, entry + 4),
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
      woff.readUInt32BE(entry + 16),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < original ? inflateSync(stored) : stored };
  });
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
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
      bytes = woffToSfnt(readFileSync(file));
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
    const characters = [...text];
    for (const [index, character] of characters.entries()) {
      const last = pieces.at(-1);
      // A space between two right-to-left words stays in their run, so the font lays the words out right
      // to left together and a reader copies them in their typed order.
      const between = character === " " && last && RIGHT_TO_LEFT.test(last.text.at(-1) ?? "") && RIGHT_TO_LEFT.test(characters[index + 1] ?? "");
      const file = last && (ATTACHED.test(character) || between) ? last.file : fileFor(character.codePointAt(0) ?? 0x20, weight);
      if (last && last.file === file) last.text += character;
      else pieces.push({ text: character, file });
    }
    return Promise.all(pieces.map(async (piece) => ({ text: piece.text, font: await this.font(piece.file) })));
  }
}

export function runsWidth(runs: readonly TTextRun[], size: number): number {
  return runs.reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
}
