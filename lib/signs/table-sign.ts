// The table sign (issue 50): a printable PDF for each table at the party. The guestbook's print cover (or
// its colour), its title, one line saying what to do in the guestbook's language, the QR code to the
// guest page drawn as vectors in the designer's look, and the page's address in small print for anyone who
// cannot scan. Text is real text in embedded fonts (lib/keepsake/print-fonts.ts). A tent card puts two
// faces on one A4 or Letter page, the top one upside down, to fold along the middle.
import "server-only";
import { concatTransformationMatrix, PageSizes, PDFDocument, popGraphicsState, pushGraphicsState, rgb, type PDFImage, type PDFPage } from "pdf-lib";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { printCoverColour, printCoverPicture, PRINT_COVER_RATIO } from "@/lib/guestbooks/print-cover";
import { publicGuestbookUrl } from "@/lib/guestbooks/serialize";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { signCall } from "@/lib/i18n/catalogues";
import { DEFAULT_LANGUAGE, isLanguage } from "@/lib/i18n/languages";
import { drawLine, fitLines } from "@/lib/keepsake/keepsake-book";
import { PrintFonts } from "@/lib/keepsake/print-fonts";
import { withQrDefaults, type TQrSettings } from "@/lib/qr/settings";
import type { TSignLayout, TSignSize } from "@/lib/validation/signs";
import { drawQrCode, pdfColour } from "./draw-qr";

/** Width and height in points (1/72 in). */
const SIGN_PAPER: Record<TSignSize, [number, number]> = {
  a6: PageSizes.A6,
  a5: PageSizes.A5,
  a4: PageSizes.A4,
  letter: PageSizes.Letter,
  "4x6": [288, 432],
};

const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.35, 0.35, 0.35);
const FOLD = rgb(0.7, 0.7, 0.7);

type TTableSign = {
  title: string;
  call: string;
  guestUrl: string;
  picture: PDFImage | null;
  colour: string;
  /** The code's look: the QR designer's, as the sign's address carried it. */
  qr: TQrSettings;
};

type TBox = { x: number; y: number; width: number; height: number };

/** One face of the sign in `box`: picture band, title, instruction, code and address, top to bottom. */
async function drawFace(page: PDFPage, fonts: PrintFonts, sign: TTableSign, box: TBox): Promise<void> {
  // Sizes are set for an A5 face and scaled to the face's shorter side.
  const scale = Math.min(box.width, box.height) / PageSizes.A5[0];
  const margin = 28 * scale;
  const inner = box.width - 2 * margin;
  const left = box.x + margin;
  let y = box.y + box.height - margin;

  const bandHeight = Math.min(inner / PRINT_COVER_RATIO, box.height * 0.24);
  if (sign.picture) {
    const width = bandHeight * PRINT_COVER_RATIO;
    page.drawImage(sign.picture, { x: box.x + (box.width - width) / 2, y: y - bandHeight, width, height: bandHeight });
    y -= bandHeight + 18 * scale;
  } else {
    const stripe = 10 * scale;
    page.drawRectangle({ x: left, y: y - stripe, width: inner, height: stripe, color: pdfColour(sign.colour) });
    y -= stripe + 22 * scale;
  }

  const title = await fitLines(fonts, sign.title, { weight: 700, sizes: [30, 26, 22, 18, 15].map((size) => size * scale), maxWidth: inner, maxLines: 2 });
  for (const line of title.lines) {
    y -= title.size;
    drawLine(page, line, { x: left + (inner - line.width) / 2, y, size: title.size, colour: INK });
    y -= title.size * 0.3;
  }
  y -= 8 * scale;
  const call = await fitLines(fonts, sign.call, { weight: 400, sizes: [16, 14, 12].map((size) => size * scale), maxWidth: inner, maxLines: 2 });
  for (const line of call.lines) {
    y -= call.size;
    drawLine(page, line, { x: left + (inner - line.width) / 2, y, size: call.size, colour: INK });
    y -= call.size * 0.35;
  }

  const address = await fitLines(fonts, sign.guestUrl, {
    weight: 400,
    sizes: [9, 8, 7].map((size) => Math.max(6, size * scale)),
    maxWidth: inner,
    maxLines: 2,
  });
  const addressHeight = address.lines.length * address.size * 1.3;
  const bottom = box.y + margin;
  const room = y - 12 * scale - (bottom + addressHeight + 10 * scale);
  const qrSize = Math.max(0, Math.min(inner * 0.7, room));
  const qrY = bottom + addressHeight + 10 * scale + (room - qrSize) / 2;
  drawQrCode(page, { value: sign.guestUrl, settings: sign.qr, x: box.x + (box.width - qrSize) / 2, y: qrY, size: qrSize });

  let addressY = bottom + addressHeight - address.size;
  for (const line of address.lines) {
    drawLine(page, line, { x: left + (inner - line.width) / 2, y: addressY, size: address.size, colour: MUTED });
    addressY -= address.size * 1.3;
  }
}

export async function drawTableSign(pdf: PDFDocument, sign: TTableSign, opts: { size: TSignSize; layout: TSignLayout }): Promise<void> {
  const fonts = new PrintFonts(pdf);
  const [width, height] = SIGN_PAPER[opts.size];
  const page = pdf.addPage([width, height]);
  if (opts.layout === "flat") return drawFace(page, fonts, sign, { x: 0, y: 0, width, height });

  const half = height / 2;
  await drawFace(page, fonts, sign, { x: 0, y: 0, width, height: half });
  // The top face turned half a turn about the page's centre, so it reads upright from the other side of the fold.
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(-1, 0, 0, -1, width, height));
  await drawFace(page, fonts, sign, { x: 0, y: 0, width, height: half });
  page.pushOperators(popGraphicsState());
  page.drawLine({ start: { x: 0, y: half }, end: { x: width, y: half }, thickness: 0.5, color: FOLD, dashArray: [4, 4] });
}

export async function makeTableSign(guestbook: Guestbook, opts: { size: TSignSize; layout: TSignLayout; qr?: TQrSettings }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = guestbookShareHeading(guestbook);
  pdf.setTitle(title);
  pdf.setCreator("Echobook");
  pdf.setProducer("Echobook");
  const cover = await printCoverPicture(guestbook);
  const language = isLanguage(guestbook.language) ? guestbook.language : DEFAULT_LANGUAGE;
  await drawTableSign(
    pdf,
    {
      title,
      call: signCall(language),
      guestUrl: publicGuestbookUrl(guestbook.id),
      picture: cover ? await pdf.embedJpg(cover.bytes) : null,
      colour: printCoverColour(guestbook),
      qr: opts.qr ?? withQrDefaults(),
    },
    opts,
  );
  return pdf.save();
}

export function tableSignFileName(guestbook: Pick<Guestbook, "name">, size: TSignSize): string {
  const base = guestbook.name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "Guestbook"} - table sign ${size}.pdf`;
}
