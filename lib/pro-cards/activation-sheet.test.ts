import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFPage } from "pdf-lib";
import { makeActivationSheet, MAX_SHEET_CARDS, sheetGrid, shortUrl, type TActivationSheetCard, type TPaperSize } from "./activation-sheet";

// Twelve cards as a seller would print them: real-length page addresses and 8-character codes.
const CARDS: TActivationSheetCard[] = Array.from({ length: 12 }, (_, index) => ({
  name: index === 3 ? "Gift box for Grandma Rose's 90th birthday party in the garden" : `Gift box ${index + 1}`,
  url: `https://echobook.example/audio/cm${String(index).padStart(2, "0")}k2m9p0003ab12cd34ef`,
  activationCode: `K7Q${index}X2ZP`.slice(0, 8),
}));

const PAGE_SIZES: Record<TPaperSize, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

function number(dict: PDFDict, key: string): number {
  return (dict.lookup(PDFName.of(key), PDFNumber) as PDFNumber).asNumber();
}

/** An image XObject as RGBA over white: pdf-lib stores a PNG as FlateDecode RGB with its alpha as an SMask. */
function rgbaOf(stream: PDFRawStream, pdf: PDFDocument): { data: Uint8ClampedArray; width: number; height: number } {
  const width = number(stream.dict, "Width");
  const height = number(stream.dict, "Height");
  expect(stream.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("FlateDecode"));
  expect(stream.dict.get(PDFName.of("ColorSpace"))).toBe(PDFName.of("DeviceRGB"));
  expect(number(stream.dict, "BitsPerComponent")).toBe(8);
  const rgb = inflateSync(stream.getContents());
  const maskRef = stream.dict.get(PDFName.of("SMask"));
  const alpha = maskRef instanceof PDFRef ? inflateSync((pdf.context.lookup(maskRef) as PDFRawStream).getContents()) : null;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const opacity = alpha ? alpha[pixel] / 255 : 1;
    for (let channel = 0; channel < 3; channel += 1) data[pixel * 4 + channel] = rgb[pixel * 3 + channel] * opacity + 255 * (1 - opacity);
    data[pixel * 4 + 3] = 255;
  }
  return { data, width, height };
}

function decodedQrCodes(page: PDFPage, pdf: PDFDocument): (string | null)[] {
  const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().flatMap((key) => {
    const stream = xObjects.lookup(key);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
    const { data, width, height } = rgbaOf(stream, pdf);
    return [jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null];
  });
}

describe("makeActivationSheet", () => {
  it.each(["a4", "letter"] as const)("lays 12 cards on %s, nine a page, and every QR code reads back as its card's address", async (paper) => {
    const bytes = await makeActivationSheet(CARDS, paper);
    const pdf = await PDFDocument.load(bytes);
    expect(sheetGrid(paper)).toEqual({ columns: 3, rows: 3 });
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages();
    for (const page of [first, second]) {
      const { width, height } = page.getSize();
      expect([width, height]).toEqual(PAGE_SIZES[paper]);
    }
    expect(decodedQrCodes(first, pdf).sort()).toEqual(CARDS.slice(0, 9).map((card) => card.url).sort());
    expect(decodedQrCodes(second, pdf).sort()).toEqual(CARDS.slice(9).map((card) => card.url).sort());
  }, 90_000);

  it("starts a new page only when one is full", async () => {
    const pages = async (count: number) => (await PDFDocument.load(await makeActivationSheet(CARDS.slice(0, count), "letter"))).getPageCount();
    expect([await pages(1), await pages(9), await pages(10)]).toEqual([1, 1, 2]);
  }, 90_000);

  it("refuses an empty order and one past the limit", async () => {
    await expect(makeActivationSheet([], "a4")).rejects.toThrow(RangeError);
    const tooMany = Array.from({ length: MAX_SHEET_CARDS + 1 }, () => CARDS[0]);
    await expect(makeActivationSheet(tooMany, "a4")).rejects.toThrow(RangeError);
  });

  it("prints the address without its scheme", () => {
    expect(shortUrl("https://echobook.example/audio/abc")).toBe("echobook.example/audio/abc");
    expect(shortUrl("http://localhost:3000/audio/abc/")).toBe("localhost:3000/audio/abc");
  });
});
