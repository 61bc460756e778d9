import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";
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
