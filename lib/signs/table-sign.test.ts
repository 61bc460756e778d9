import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import { signCall } from "@/lib/i18n/catalogues";
import { arabicSkeleton, pdftotext, pdfWordBoxes, seenLeftToRight } from "@/tests/helpers/arabic-text";
import { decodedQrOfRenderedPage, pdfPageSizes } from "@/tests/helpers/pdf-qr";
import sharp from "sharp";
import { withQrDefaults } from "@/lib/qr/settings";
import { qrSettingsFromLook } from "@/lib/qr/qr-look";
import { renderPdfPage } from "@/tests/helpers/ocr";
import { drawTableSign } from "./table-sign";

const SIGN = {
  title: "Ana & Ben’s Wedding",
  call: "Scan to leave us a voice message",
  guestUrl: "https://echobook.test/live-guestbook/gb123",
  picture: null,
  colour: "#7c3aed",
  qr: withQrDefaults(),
};

async function signPdf(size: "a5" | "a4" | "4x6", layout: "flat" | "tent", qr = SIGN.qr): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  await drawTableSign(pdf, { ...SIGN, qr }, { size, layout });
  return pdf.save();
}

const text = (pdf: Uint8Array) => execFileSync("pdftotext", ["-", "-"], { input: Buffer.from(pdf) }).toString();

describe("the table sign", () => {
  it("has the title, the instruction, the address and a vector QR code of the guest page", async () => {
    const pdf = await signPdf("a5", "flat");
    expect(text(pdf)).toContain("Ana & Ben’s Wedding");
    expect(text(pdf)).toContain("Scan to leave us a voice message");
    expect(text(pdf)).toContain("https://echobook.test/live-guestbook/gb123");
    expect(pdfPageSizes(pdf)).toEqual([[419.53, 595.28]]);
    // No picture at all: the code is paths, read back only from the rendered page.
    expect(Buffer.from(pdf).toString("latin1")).not.toContain("/Subtype /Image");
    await expect(decodedQrOfRenderedPage(pdf)).resolves.toBe(SIGN.guestUrl);
  }, 60_000);

  it("folds into a tent card: two faces on one page, both with the title", async () => {
    const pdf = await signPdf("a4", "tent");
    expect(pdfPageSizes(pdf)).toEqual([[595.28, 841.89]]);
    expect(text(pdf).match(/Ana & Ben’s Wedding/g)).toHaveLength(2);
    await expect(decodedQrOfRenderedPage(pdf, { half: "bottom" })).resolves.toBe(SIGN.guestUrl);
    await expect(decodedQrOfRenderedPage(pdf, { half: "top" })).resolves.toBe(SIGN.guestUrl);
  }, 60_000);

  it("draws the code in the QR designer's look: a square dark-blue code on a cream ground in a green border, no logo, and it still scans", async () => {
    /** Pixels of the rendered page within a small distance of a colour. */
    const countNear = async (pdf: Uint8Array, [r, g, b]: number[]) => {
      const { data, info } = await sharp(renderPdfPage(pdf, 1, 100))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) count += 1;
      return count;
    };
    const designed = await signPdf(
      "a5",
      "flat",
      qrSettingsFromLook({ shape: "square", logo: "0", color: "1e3a8a", background: "fff7e0", borderColor: "16a34a" }),
    );
    await expect(decodedQrOfRenderedPage(designed)).resolves.toBe(SIGN.guestUrl);
    const plain = await signPdf("a5", "flat");
    // The designer's blue modules and cream ground are printed; the default sign has neither.
    expect(await countNear(designed, [0x1e, 0x3a, 0x8a])).toBeGreaterThan(2_000);
    expect(await countNear(plain, [0x1e, 0x3a, 0x8a])).toBe(0);
    expect(await countNear(designed, [0xff, 0xf7, 0xe0])).toBeGreaterThan(2_000);
    // The default look's border is yellow; the designed one's green.
    expect(await countNear(plain, [0xfc, 0xd3, 0x00])).toBeGreaterThan(500);
    expect(await countNear(designed, [0xfc, 0xd3, 0x00])).toBe(0);
    expect(await countNear(designed, [0x16, 0xa3, 0x4a])).toBeGreaterThan(500);
    expect(await countNear(plain, [0x16, 0xa3, 0x4a])).toBe(0);
  }, 60_000);
});

describe("an Arabic guestbook's table sign", () => {
  it("says what to do in Arabic, right to left, under a title that mixes in a Latin name and digits, and its code still reads", async () => {
    const pdf = await PDFDocument.create();
    const sign = { ...SIGN, title: "زفاف سارة و John ٢٠٢٦", call: signCall("ar") };
    await drawTableSign(pdf, sign, { size: "a5", layout: "flat" });
    const bytes = await pdf.save();
    // pdftotext reads right-to-left lines in typed order; letters sharing a joined shape are compared by it (tests/helpers/arabic-text.ts).
    const read = arabicSkeleton(pdftotext(bytes));
    expect(signCall("ar")).toBe("امسح الرمز لتترك لنا رسالة صوتية");
    expect(read).toContain(arabicSkeleton(signCall("ar")));
    // The title's runs as they are seen, left to right: the number, the Latin name, then the Arabic words.
    expect(seenLeftToRight(pdfWordBoxes(bytes), ["زفاف", "سارة", "و", "John", "٢٠٢٦"])).toEqual(["٢٠٢٦", "John", "و", "سارة", "زفاف"]);
    await expect(decodedQrOfRenderedPage(bytes)).resolves.toBe(SIGN.guestUrl);
  }, 60_000);
});
