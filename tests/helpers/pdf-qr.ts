// Reading a PDF's QR codes back: every image XObject of a page (as pdf-lib embeds a PNG: FlateDecode RGB
// with its alpha as an SMask, or grey pixels as the keepsake book stores them), flattened onto white and read
// by jsQR; JPEG photos are passed over. For the activation sheet and keepsake book tests.
import { execFileSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import sharp from "sharp";
import { PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFDocument, type PDFPage } from "pdf-lib";

function number(dict: PDFDict, key: string): number {
  return (dict.lookup(PDFName.of(key), PDFNumber) as PDFNumber).asNumber();
}

/** An image XObject as RGBA over white: pdf-lib stores a PNG as FlateDecode RGB with its alpha as an SMask. */
function rgbaOf(stream: PDFRawStream, pdf: PDFDocument): { data: Uint8ClampedArray; width: number; height: number } {
  const width = number(stream.dict, "Width");
  const height = number(stream.dict, "Height");
  // Plain checks, not a test runner's expect: Jest and Playwright both use this helper.
  const format = [stream.dict.get(PDFName.of("Filter")), stream.dict.get(PDFName.of("ColorSpace")), number(stream.dict, "BitsPerComponent")];
  const grey = format[1] === PDFName.of("DeviceGray");
  if (format[0] !== PDFName.of("FlateDecode") || !(grey || format[1] === PDFName.of("DeviceRGB")) || format[2] !== 8) {
    throw new Error(`an image the QR reader does not know: ${format.map(String).join(", ")}`);
  }
  const pixels = inflateSync(stream.getContents());
  // The keepsake book stores its codes as grey pixels: one byte a pixel stands for all three channels.
  const rgb = grey ? Uint8Array.from({ length: pixels.length * 3 }, (_, i) => pixels[Math.floor(i / 3)]) : pixels;
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

/** The text of every QR image on the page (null for an image that is not one). */
export function decodedQrCodes(page: PDFPage, pdf: PDFDocument): (string | null)[] {
  const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.keys().flatMap((key) => {
    const stream = xObjects.lookup(key);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
    // A JPEG is a photo (the keepsake book's cover), never one of our codes, which are PNGs.
    if (stream.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode")) return [];
    const { data, width, height } = rgbaOf(stream, pdf);
    return [jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null];
  });
}

/**
 * The QR code of a PDF page as a printer would show it: the page rendered by poppler's pdftoppm at
 * 300 dpi (so codes drawn as vectors are read too), scaled to `width` pixels for jsQR's speed, and read.
 */
export async function decodedQrOfRenderedPage(pdf: Uint8Array, opts: { page?: number; width?: number; half?: "top" | "bottom" } = {}): Promise<string | null> {
  const page = String(opts.page ?? 1);
  const png = execFileSync("pdftoppm", ["-r", "300", "-png", "-f", page, "-l", page, "-"], { input: Buffer.from(pdf), maxBuffer: 512 * 1024 * 1024 });
  const rendered = sharp(png);
  const { width = 0, height = 0 } = await rendered.metadata();
  // A tent card's face is half the page: each half holds one code.
  const part = opts.half
    ? rendered.extract({ left: 0, top: opts.half === "top" ? 0 : Math.ceil(height / 2), width, height: Math.floor(height / 2) })
    : rendered;
  const { data, info } = await part
    .resize({ width: opts.width ?? 1200 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** Page sizes in points as pdfinfo states them ("Page    1 size: 419.53 x 595.28 pts (A5)"). */
export function pdfPageSizes(pdf: Uint8Array): [number, number][] {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", "-"], { input: Buffer.from(pdf) }).toString();
  return [...info.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => [Number(match[1]), Number(match[2])]);
}
