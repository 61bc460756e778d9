// Words read off a picture by OCR (Debian's tesseract-ocr, as .ci/run installs): in grey and at least
// 2400 px wide, which tesseract reads reliably. For what a PDF page or a link preview shows as pixels.
import { execFileSync } from "node:child_process";
import sharp from "sharp";

/** `languages`: tesseract's, e.g. "ara+eng" (Arabic needs Debian's tesseract-ocr-ara, as .ci/run installs). */
export async function ocrText(picture: Uint8Array, languages = "eng"): Promise<string> {
  const readable = await sharp(picture).greyscale().resize({ width: 2400, withoutEnlargement: false }).png().toBuffer();
  return (
    execFileSync("tesseract", ["stdin", "stdout", "-l", languages], { input: readable })
      .toString()
      // tesseract marks right-to-left lines with bidi controls; they are no part of the words read.
      .replace(/[\u200e\u200f\u202a-\u202e]/g, "")
      .replace(/\s+/g, " ")
  );
}

/** One page of a PDF rendered by poppler's pdftoppm, as PNG bytes. */
export function renderPdfPage(pdf: Uint8Array, page = 1, dpi = 200): Buffer {
  return execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-f", String(page), "-l", String(page), "-"], {
    input: Buffer.from(pdf),
    maxBuffer: 512 * 1024 * 1024,
  });
}
