import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
import { signCall } from "@/lib/i18n/catalogues";
import { arabicSkeleton, pdftotext, pdfWordBoxes, seenLeftToRight } from "@/tests/helpers/arabic-text";
import { decodedQrOfRenderedPage, pdfPageSizes } from "@/tests/helpers/pdf-qr";
import { drawTableSign } from "./table-sign";

const SIGN = {
  title: "Ana & Ben’s Wedding",
  call: "Scan to leave us a voice message",
  guestUrl: "https://echobook.test/live-guestbook/gb123",
  picture: null,
  colour: "#7c3aed",
};

async function signPdf(size: "a5" | "a4" | "4x6", layout: "flat" | "tent"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  await drawTableSign(pdf, SIGN, { size, layout });
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
