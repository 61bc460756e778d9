// The keepsake book (issue 38): a printable PDF of a guestbook's voices. A cover (the guestbook's
// print cover (issue 50: its picture without the link preview's button), its title and date, and a code for the whole listening page), then one entry per message:
// the guest's name, when they spoke and for how long, and a QR code that opens that message on the
// listening page. Names are real text in embedded fonts (print-fonts.ts), so they print in any alphabet
// and can be selected and searched. QR codes come from the project's one renderer, as on the activation sheets.
import "server-only";
import { deflateSync } from "node:zlib";
import { concatTransformationMatrix, drawObject, PageSizes, PDFDocument, popGraphicsState, pushGraphicsState, rgb, type PDFPage, type PDFRef } from "pdf-lib";
import sharp from "sharp";
import { renderQrSvg } from "@/lib/qr/render-qr-svg";
import { withQrDefaults } from "@/lib/qr/settings";
import type { KEEPSAKE_PAPERS } from "@/lib/validation/listening";
import { keepsakeWords } from "@/lib/i18n/catalogues";
import { isRightToLeftLine, mirroredReverse, visualRuns } from "@/lib/i18n/bidi";
import { languageDirection, type TLanguage } from "@/lib/i18n/languages";
import { PrintFonts, runsWidth, type TPrintWeight, type TTextRun } from "./print-fonts";

export type TKeepsakePaper = (typeof KEEPSAKE_PAPERS)[number];

/** `url` is null when the guestbook has no listening link: the entry is printed without a code. */
export type TKeepsakeEntry = { guestName: string; createdAt: Date; durationMs: number | null; url: string | null };

export type TKeepsakeBook = {
  title: string;
  /** The event's day, YYYY-MM-DD. */
  eventDate: string;
  /** A JPEG or PNG for the cover; null leaves the picture out. */
  picture: { bytes: Uint8Array; type: "jpeg" | "png" } | null;
  /** null: the guestbook has no listening link, and the cover says how to make one instead of a code. */
  listeningUrl: string | null;
  /** IANA time zone the entries' dates are written in. */
  timeZone: string;
  entries: readonly TKeepsakeEntry[];
  /** Listed messages in all, when there are more than the book holds (KEEPSAKE_MAX_ENTRIES); the cover says so. */
  listedCount?: number;
  /** The language of the book's own words and dates (English unless given). */
  language?: TLanguage;
};

/** How the drawing is run: each turn (about a second of work) is handed to `turn`, which may make it wait for a media slot. */
export type TKeepsakeRun = {
  turn<T>(work: () => Promise<T>): Promise<T>;
  /** Entries drawn so far, after each turn. */
  onProgress?(done: number, total: number): Promise<void> | void;
};

const RUN_AT_ONCE: TKeepsakeRun = { turn: (work) => work() };
/** Entries drawn in one turn: about 17 ms each (bench:keepsake), so a turn holds a slot for about a second. */
const ENTRIES_PER_TURN = 56;

const PAPER: Record<TKeepsakePaper, [number, number]> = { a4: PageSizes.A4, letter: PageSizes.Letter };
const MARGIN = 54;
const ROW_HEIGHT = 96;
const QR_SIZE = 76;
/** About 200 dpi at QR_SIZE, some 4 px a module: sharp on paper, small in the file. */
const QR_PIXELS = 212;
const FOOTER = 28;
/** QR codes drawn at once: sharp renders on its own threads. */
const QR_BATCH = 8;

const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.82, 0.82, 0.82);

const QR_SETTINGS = withQrDefaults({ shape: "square", showText: false, showBorder: false, showLogo: false });

/** One line's font runs in drawing order (left to right); `rtl` when the line reads right to left as a whole. */
export type TLine = { runs: TTextRun[]; width: number; rtl: boolean };

function formatLength(durationMs: number | null): string {
  if (durationMs === null) return "--:--";
  const seconds = Math.round(durationMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function formatDay(day: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();

function formatWhen(at: Date, timeZone: string, language: TLanguage): string {
  let format = whenFormats.get(`${language} ${timeZone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone });
    whenFormats.set(`${language} ${timeZone}`, format);
  }
  return format.format(at);
}

/**
 * Lines of at most `maxWidth` at the first size that fits in `maxLines`, broken at spaces; at the
 * smallest size a word too wide for a line is cut, and a line past `maxLines` ends in an ellipsis.
 */
export async function fitLines(fonts: PrintFonts, text: string, opts: { weight: TPrintWeight; sizes: number[]; maxWidth: number; maxLines: number }) {
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, size] of opts.sizes.entries()) {
    const smallest = index === opts.sizes.length - 1;
    const lines: string[] = [];
    let fits = true;
    for (const word of words) {
      const candidate = lines.length ? `${lines.at(-1)} ${word}` : word;
      if (lines.length && runsWidth(await fonts.runs(candidate, opts.weight), size) <= opts.maxWidth) {
        lines[lines.length - 1] = candidate;
        continue;
      }
      if (runsWidth(await fonts.runs(word, opts.weight), size) > opts.maxWidth) {
        fits = false;
        if (!smallest) break;
        lines.push(...(await cutToWidth(fonts, word, opts.weight, size, opts.maxWidth)));
      } else lines.push(word);
    }
    if (fits && lines.length <= opts.maxLines) return { size, lines: await toLines(fonts, lines, opts.weight, size) };
    if (smallest) {
      const kept = lines.slice(0, opts.maxLines);
      if (lines.length > opts.maxLines) kept[kept.length - 1] = (await cutToWidth(fonts, `${kept.at(-1)}…`, opts.weight, size, opts.maxWidth))[0];
      return { size, lines: await toLines(fonts, kept, opts.weight, size) };
    }
  }
  throw new RangeError("no font sizes");
}

/** A word cut into pieces that each fit (a name in a script without spaces). */
async function cutToWidth(fonts: PrintFonts, word: string, weight: TPrintWeight, size: number, maxWidth: number): Promise<string[]> {
  const pieces: string[] = [];
  let current = "";
  for (const character of word) {
    if (current && runsWidth(await fonts.runs(current + character, weight), size) > maxWidth) {
      pieces.push(current);
      current = "";
    }
    current += character;
  }
  if (current) pieces.push(current);
  return pieces;
}

async function toLines(fonts: PrintFonts, lines: string[], weight: TPrintWeight, size: number): Promise<TLine[]> {
  return Promise.all(
    lines.map(async (line) => {
      const runs = await visualTextRuns(fonts, line, weight);
      return { runs, width: runsWidth(runs, size), rtl: isRightToLeftLine(line) };
    }),
  );
}

// fontkit (inside pdf-lib) lays a run out right to left when the first character of a script of its own
// belongs to a right-to-left script: such a run's glyphs come out already reversed.
const LAID_OUT_RIGHT_TO_LEFT = /^[\p{Script=Common}\p{Script=Inherited}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A line's font runs in the order they are drawn, left to right: the bidi algorithm (lib/i18n/bidi.ts)
 * orders its directional runs, each cut into runs of one font; a right-to-left run's pieces are drawn in
 * reverse. fontkit shapes each piece and reverses the glyphs of one in a right-to-left script itself; a
 * piece it would not reverse in a right-to-left run (punctuation, a space) is reversed here, and one it
 * would reverse in a left-to-right run (Arabic-Indic digits) is handed over reversed, to come out in order.
 */
async function visualTextRuns(fonts: PrintFonts, line: string, weight: TPrintWeight): Promise<TTextRun[]> {
  const ordered = await Promise.all(
    visualRuns(line).map(async ({ text, rtl }) => {
      const pieces = await fonts.runs(text, weight);
      const drawn = pieces.map((piece) => (LAID_OUT_RIGHT_TO_LEFT.test(piece.text) === rtl ? piece : { ...piece, text: mirroredReverse(piece.text) }));
      return rtl ? drawn.reverse() : drawn;
    }),
  );
  return ordered.flat();
}

export function drawLine(page: PDFPage, line: TLine, { x, y, size, colour = INK }: { x: number; y: number; size: number; colour?: typeof INK }): void {
  let left = x;
  for (const run of line.runs) {
    page.drawText(run.text, { x: left, y, size, font: run.font, color: colour });
    left += run.font.widthOfTextAtSize(run.text, size);
  }
}

async function drawText(
  page: PDFPage,
  fonts: PrintFonts,
  text: string,
  opts: { x: number; y: number; size: number; weight: TPrintWeight; colour?: typeof INK; centreIn?: number; rightTo?: number },
) {
  const [line] = await toLines(fonts, [text], opts.weight, opts.size);
  const x = opts.centreIn !== undefined ? opts.x + (opts.centreIn - line.width) / 2 : opts.rightTo !== undefined ? opts.rightTo - line.width : opts.x;
  drawLine(page, line, { x, y: opts.y, size: opts.size, colour: opts.colour });
}

/**
 * Each code drawn by the project's one QR renderer (SVG), rasterised by sharp to grey pixels and stored
 * as a Flate-compressed DeviceGray image: a third of an RGB PNG's bytes, compressed by Node's zlib rather
 * than by pdf-lib's JavaScript deflate (what made 200 codes slow).
 */
async function qrImages(pdf: PDFDocument, urls: readonly string[]): Promise<PDFRef[]> {
  const images: PDFRef[] = [];
  for (let first = 0; first < urls.length; first += QR_BATCH) {
    const rasters = await Promise.all(
      urls.slice(first, first + QR_BATCH).map((value) =>
        sharp(Buffer.from(renderQrSvg({ value, settings: QR_SETTINGS, size: QR_PIXELS })))
          .flatten({ background: "#ffffff" })
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    for (const { data, info } of rasters) {
      if (info.channels !== 1) throw new Error(`a QR raster with ${info.channels} channels`);
      const stream = pdf.context.stream(deflateSync(data), {
        Type: "XObject",
        Subtype: "Image",
        Width: info.width,
        Height: info.height,
        ColorSpace: "DeviceGray",
        BitsPerComponent: 8,
        Filter: "FlateDecode",
      });
      images.push(pdf.context.register(stream));
    }
  }
  return images;
}

function drawImage(page: PDFPage, image: PDFRef, box: { x: number; y: number; size: number }): void {
  const name = page.node.newXObject("Image", image);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(box.size, 0, 0, box.size, box.x, box.y), drawObject(name), popGraphicsState());
}

async function drawCover(pdf: PDFDocument, fonts: PrintFonts, book: TKeepsakeBook, paper: TKeepsakePaper): Promise<void> {
  const [width, height] = PAPER[paper];
  const page = pdf.addPage(PAPER[paper]);
  const inner = width - 2 * MARGIN;
  let y = height - MARGIN;
  if (book.picture) {
    const image = book.picture.type === "jpeg" ? await pdf.embedJpg(book.picture.bytes) : await pdf.embedPng(book.picture.bytes);
    const drawnHeight = (inner * image.height) / image.width;
    page.drawImage(image, { x: MARGIN, y: y - drawnHeight, width: inner, height: drawnHeight });
    y -= drawnHeight + 36;
  }
  const title = await fitLines(fonts, book.title, { weight: 700, sizes: [30, 26, 22, 18], maxWidth: inner, maxLines: 3 });
  for (const line of title.lines) {
    y -= title.size;
    drawLine(page, line, { x: MARGIN + (inner - line.width) / 2, y, size: title.size });
    y -= title.size * 0.3;
  }
  y -= 22;
  const language = book.language ?? "en";
  const t = keepsakeWords(language);
  await drawText(page, fonts, formatDay(book.eventDate, language), { x: MARGIN, y, size: 14, weight: 400, colour: MUTED, centreIn: inner });
  y -= 22;
  const count = book.entries.length;
  await drawText(page, fonts, t("voiceMessages", { count }), { x: MARGIN, y, size: 12, weight: 400, colour: MUTED, centreIn: inner });
  if (book.listedCount !== undefined && book.listedCount > count) {
    const numbers = new Intl.NumberFormat(language);
    y -= 18;
    const note = t("firstOf", { shown: numbers.format(count), total: numbers.format(book.listedCount) });
    await drawNote(page, fonts, note, { y, inner });
  }

  const qrY = MARGIN + 30;
  if (!book.listeningUrl) {
    await drawNote(page, fonts, t("noLink"), { y: qrY + 40, inner });
    await drawNote(page, fonts, t("noLinkHow"), { y: qrY + 22, inner });
    return;
  }
  const [qr] = await qrImages(pdf, [book.listeningUrl]);
  const qrSize = 110;
  drawImage(page, qr, { x: (width - qrSize) / 2, y: qrY, size: qrSize });
  await drawText(page, fonts, t("scan"), { x: MARGIN, y: qrY - 18, size: 10, weight: 400, colour: MUTED, centreIn: inner });
}

/** One centred line of small print, made smaller until it fits. */
async function drawNote(page: PDFPage, fonts: PrintFonts, text: string, opts: { y: number; inner: number }): Promise<void> {
  const note = await fitLines(fonts, text, { weight: 400, sizes: [10, 9, 8, 7], maxWidth: opts.inner, maxLines: 2 });
  let y = opts.y;
  for (const line of note.lines) {
    drawLine(page, line, { x: MARGIN + (opts.inner - line.width) / 2, y, size: note.size, colour: MUTED });
    y -= note.size * 1.3;
  }
}

export async function makeKeepsakeBook(book: TKeepsakeBook, paper: TKeepsakePaper, run: TKeepsakeRun = RUN_AT_ONCE): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(book.title);
  pdf.setCreator("Echobook");
  pdf.setProducer("Echobook");
  const fonts = new PrintFonts(pdf);
  await run.turn(() => drawCover(pdf, fonts, book, paper));

  const [, height] = PAPER[paper];
  const perPage = Math.floor((height - 2 * MARGIN - FOOTER) / ROW_HEIGHT);
  const pages = Math.ceil(book.entries.length / perPage);
  // Whole pages a turn, so a turn's codes and the page they go on are drawn together.
  const pagesPerTurn = Math.max(1, Math.floor(ENTRIES_PER_TURN / perPage));
  for (let first = 0; first < pages; first += pagesPerTurn) {
    const last = Math.min(pages, first + pagesPerTurn);
    await run.turn(async () => {
      for (let pageIndex = first; pageIndex < last; pageIndex += 1) {
        await drawEntriesPage(pdf, fonts, book, paper, { pageIndex, onPage: book.entries.slice(pageIndex * perPage, (pageIndex + 1) * perPage) });
      }
    });
    await run.onProgress?.(Math.min(book.entries.length, last * perPage), book.entries.length);
  }
  return run.turn(() => pdf.save());
}

async function drawEntriesPage(
  pdf: PDFDocument,
  fonts: PrintFonts,
  book: TKeepsakeBook,
  paper: TKeepsakePaper,
  { pageIndex, onPage }: { pageIndex: number; onPage: readonly TKeepsakeEntry[] },
): Promise<void> {
  const [width, height] = PAPER[paper];
  const inner = width - 2 * MARGIN;
  const language = book.language ?? "en";
  const t = keepsakeWords(language);
  // A right-to-left book is mirrored: the codes on the left, the names and dates set right against them.
  const mirrored = languageDirection(language) === "rtl";
  const urls = onPage.flatMap((entry) => entry.url ?? []);
  const codes = await qrImages(pdf, urls);
  const page = pdf.addPage(PAPER[paper]);
  let code = 0;
  for (const [row, entry] of onPage.entries()) {
    const top = height - MARGIN - row * ROW_HEIGHT;
    const qrTop = top - (ROW_HEIGHT - QR_SIZE) / 2;
    if (entry.url) drawImage(page, codes[code++], { x: mirrored ? MARGIN : width - MARGIN - QR_SIZE, y: qrTop - QR_SIZE, size: QR_SIZE });
    const textWidth = inner - QR_SIZE - 18;
    const textRight = width - MARGIN;
    const name = await fitLines(fonts, entry.guestName.trim() || t("guest"), { weight: 700, sizes: [16, 14, 12], maxWidth: textWidth, maxLines: 2 });
    let y = top - 22;
    for (const line of name.lines) {
      y -= name.size * 0.8;
      drawLine(page, line, { x: mirrored ? textRight - line.width : MARGIN, y, size: name.size });
      y -= name.size * 0.45;
    }
    y -= 12;
    const details = `${formatWhen(entry.createdAt, book.timeZone, language)} · ${formatLength(entry.durationMs)}`;
    await drawText(page, fonts, details, { x: MARGIN, y, size: 10, weight: 400, colour: MUTED, rightTo: mirrored ? textRight : undefined });
    if (row < onPage.length - 1)
      page.drawLine({ start: { x: MARGIN, y: top - ROW_HEIGHT }, end: { x: width - MARGIN, y: top - ROW_HEIGHT }, thickness: 0.5, color: RULE });
  }
  await drawText(page, fonts, `${book.title} · ${pageIndex + 2}`, { x: MARGIN, y: MARGIN - 6, size: 8, weight: 400, colour: MUTED, centreIn: inner });
}
