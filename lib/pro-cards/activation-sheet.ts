// A printable sheet of pro card activation codes, for sellers who put one card in each gift box: a grid
// of cut-out cards, 63.5 x 84.7 mm each (2.5 x 3.33 in), nine to an A4 or US Letter page, with dashed
// cut lines and crop marks. Each card has its name, the QR code of its page (the project's one QR
// renderer, embedded as a PNG), the short address, and the activation code in large type. Text is drawn
// as outlines of the bundled Inter, as the preview images are, so the PDF needs no fonts.
import "server-only";
import { PageSizes, PDFDocument, rgb, type Color, type PDFImage, type PDFPage } from "pdf-lib";
import { getInterFont } from "@/lib/images/fonts";
import { fitText, layoutText, type TextLayoutOptions } from "@/lib/images/text-paths";
import { renderQrPng } from "@/lib/qr/render-qr-png";
import { withQrDefaults } from "@/lib/qr/settings";
import { MAX_SHEET_CARDS, type SHEET_PAPERS } from "@/lib/constants/pro-cards";

export type TActivationSheetCard = { name: string; url: string; activationCode: string };
export type TPaperSize = (typeof SHEET_PAPERS)[number];

/** Points (1/72 in). */
const PAPER: Record<TPaperSize, [number, number]> = { a4: PageSizes.A4, letter: PageSizes.Letter };
export const SHEET_CARD = { width: 180, height: 240 } as const;
/** Room outside the grid for the crop marks and the printer's unprintable edge. */
const MIN_MARGIN = 27;
const PADDING = 12;
const QR_SIZE = 110;
/** The QR PNG's width in pixels: about 210 dpi at QR_SIZE, some 5 px a module; finer costs time on every card. */
const QR_PIXELS = 320;
const CROP_MARK = { gap: 3, length: 9 } as const;

const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.3, 0.3, 0.3);
const GUIDE = rgb(0.6, 0.6, 0.6);
const DASH = [4, 3];

// Square, no text or border (the card prints its own), no logo: the plainest code scans best on paper.
const QR_SETTINGS = withQrDefaults({ shape: "square", showText: false, showBorder: false, showLogo: false });

/** How many cards go across and down a page of this paper. */
export function sheetGrid(paper: TPaperSize): { columns: number; rows: number } {
  const [width, height] = PAPER[paper];
  return {
    columns: Math.floor((width - 2 * MIN_MARGIN) / SHEET_CARD.width),
    rows: Math.floor((height - 2 * MIN_MARGIN) / SHEET_CARD.height),
  };
}

export async function makeActivationSheet(cards: readonly TActivationSheetCard[], paper: TPaperSize): Promise<Uint8Array> {
  if (cards.length === 0) throw new RangeError("An activation sheet needs at least one card.");
  if (cards.length > MAX_SHEET_CARDS) throw new RangeError(`An activation sheet holds at most ${MAX_SHEET_CARDS} cards.`);
  const pdf = await PDFDocument.create();
  pdf.setTitle("Activation codes");
  pdf.setCreator("Echobook");
  const { columns, rows } = sheetGrid(paper);
  const perPage = columns * rows;
  for (let first = 0; first < cards.length; first += perPage) {
    const page = pdf.addPage(PAPER[paper]);
    const onPage = cards.slice(first, first + perPage);
    const origin = gridOrigin(paper, columns, rows);
    drawCutGuides(page, origin, columns, onPage.length);
    for (const [index, card] of onPage.entries()) {
      const qr = await pdf.embedPng(await renderQrPng({ value: card.url, settings: QR_SETTINGS, size: QR_PIXELS }));
      const left = origin.left + (index % columns) * SHEET_CARD.width;
      const top = origin.top - Math.floor(index / columns) * SHEET_CARD.height;
      drawCard(page, { left, top }, card, qr);
    }
  }
  return pdf.save();
}

/** The grid's top-left corner in PDF coordinates (y up), the grid centred on the page. */
function gridOrigin(paper: TPaperSize, columns: number, rows: number): { left: number; top: number } {
  const [width, height] = PAPER[paper];
  return { left: (width - columns * SHEET_CARD.width) / 2, top: height - (height - rows * SHEET_CARD.height) / 2 };
}

// Cells fill row by row, so every line starts at the grid's top or left edge and the dashes of
// neighbouring cards' shared edges coincide; a solid mark carries each line out into the margin.
function drawCutGuides(page: PDFPage, origin: { left: number; top: number }, columns: number, count: number): void {
  const fullRows = Math.floor(count / columns);
  const lastRow = count % columns;
  const usedRows = fullRows + (lastRow ? 1 : 0);
  const line = (start: { x: number; y: number }, end: { x: number; y: number }, dashed: boolean) =>
    page.drawLine({ start, end, thickness: 0.5, color: GUIDE, dashArray: dashed ? DASH : undefined });
  for (let row = 0; row <= usedRows; row += 1) {
    const cellsAbove = row === 0 ? Math.min(count, columns) : row <= fullRows ? columns : lastRow;
    const y = origin.top - row * SHEET_CARD.height;
    const right = origin.left + cellsAbove * SHEET_CARD.width;
    line({ x: origin.left, y }, { x: right, y }, true);
    line({ x: origin.left - CROP_MARK.gap - CROP_MARK.length, y }, { x: origin.left - CROP_MARK.gap, y }, false);
    line({ x: right + CROP_MARK.gap, y }, { x: right + CROP_MARK.gap + CROP_MARK.length, y }, false);
  }
  for (let column = 0; column <= Math.min(count, columns); column += 1) {
    const rowsReached = fullRows + (lastRow >= column && lastRow > 0 ? 1 : 0);
    const x = origin.left + column * SHEET_CARD.width;
    const bottom = origin.top - rowsReached * SHEET_CARD.height;
    line({ x, y: origin.top }, { x, y: bottom }, true);
    line({ x, y: origin.top + CROP_MARK.gap }, { x, y: origin.top + CROP_MARK.gap + CROP_MARK.length }, false);
    line({ x, y: bottom - CROP_MARK.gap }, { x, y: bottom - CROP_MARK.gap - CROP_MARK.length }, false);
  }
}

type TText = Omit<TextLayoutOptions, "font" | "maxWidth"> & { weight: 400 | 700; fontSizes?: readonly [number, ...number[]] };

/** Draws text centred line by line in the card's inner width, in a band of `band` points from `top`. */
function drawCentredText(page: PDFPage, text: TText, { left, top, band, colour = INK }: { left: number; top: number; band: number; colour?: Color }): void {
  const font = getInterFont(text.weight);
  const width = SHEET_CARD.width - 2 * PADDING;
  const options = { ...text, font, maxWidth: width };
  const block = text.fontSizes ? fitText({ ...options, fontSizes: text.fontSizes }) : layoutText(options);
  const lineBox = block.fontSize * (text.lineHeight ?? 1.2);
  const blockTop = top - Math.max(0, band - block.height) / 2;
  block.lines.forEach((line, row) => {
    const laid = layoutText({ ...options, text: line, fontSize: block.fontSize, maxLines: 1 });
    page.drawSvgPath(laid.d, { x: left + PADDING + (width - laid.width) / 2, y: blockTop - row * lineBox, color: colour });
  });
}

/** The address as people would type it: without the scheme. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

// Top to bottom, in points: padding 12, name 25 (two lines), 6, QR 110, 6, address 20 (two lines), 6,
// label 9, 3, code 28, padding: 237 of the card's 240. Fixed bands put every code at the same height.
function drawCard(page: PDFPage, { left, top }: { left: number; top: number }, card: TActivationSheetCard, qr: PDFImage): void {
  let y = top - PADDING;
  drawCentredText(page, { text: card.name, weight: 700, fontSize: 10, maxLines: 2, lineHeight: 1.25 }, { left, top: y, band: 25 });
  y -= 25 + 6;
  page.drawImage(qr, { x: left + (SHEET_CARD.width - QR_SIZE) / 2, y: y - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  y -= QR_SIZE + 6;
  drawCentredText(page, { text: shortUrl(card.url), weight: 400, fontSize: 8, maxLines: 2, lineHeight: 1.25 }, { left, top: y, band: 20, colour: MUTED });
  y -= 20 + 6;
  drawCentredText(page, { text: "ACTIVATION CODE", weight: 700, fontSize: 7, maxLines: 1, letterSpacing: 0.12 }, { left, top: y, band: 9, colour: MUTED });
  y -= 9 + 3;
  const code = { text: card.activationCode, weight: 700, fontSize: 24, fontSizes: [24, 22, 20, 18, 16, 14], maxLines: 1, letterSpacing: 0.08 } as const;
  drawCentredText(page, code, { left, top: y, band: 28 });
}
