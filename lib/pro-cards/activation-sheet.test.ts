import { PDFDocument } from "pdf-lib";
import { decodedQrCodes } from "@/tests/helpers/pdf-qr";
import { makeActivationSheet, sheetGrid, shortUrl, type TActivationSheetCard, type TPaperSize } from "./activation-sheet";
import { MAX_SHEET_CARDS } from "@/lib/constants/pro-cards";

// Twelve cards as a seller would print them: real-length page addresses and 8-character codes.
const CARDS: TActivationSheetCard[] = Array.from({ length: 12 }, (_, index) => ({
  name: index === 3 ? "Gift box for Grandma Rose's 90th birthday party in the garden" : `Gift box ${index + 1}`,
  url: `https://echobook.example/audio/cm${String(index).padStart(2, "0")}k2m9p0003ab12cd34ef`,
  activationCode: `K7Q${index}X2ZP`.slice(0, 8),
}));

const PAGE_SIZES: Record<TPaperSize, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

describe("makeActivationSheet", () => {
  it.each(["a4", "letter"] as const)(
    "lays 12 cards on %s, nine a page, and every QR code reads back as its card's address",
    async (paper) => {
      const bytes = await makeActivationSheet(CARDS, paper);
      const pdf = await PDFDocument.load(bytes);
      expect(sheetGrid(paper)).toEqual({ columns: 3, rows: 3 });
      expect(pdf.getPageCount()).toBe(2);
      const [first, second] = pdf.getPages();
      for (const page of [first, second]) {
        const { width, height } = page.getSize();
        expect([width, height]).toEqual(PAGE_SIZES[paper]);
      }
      expect(decodedQrCodes(first, pdf).sort()).toEqual(
        CARDS.slice(0, 9)
          .map((card) => card.url)
          .sort(),
      );
      expect(decodedQrCodes(second, pdf).sort()).toEqual(
        CARDS.slice(9)
          .map((card) => card.url)
          .sort(),
      );
    },
    90_000,
  );

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
