// What the link-preview pictures drawn over a photo (an audio card's, a guestbook's) share: the cover
// cropped to fill 1200x630, and the JPEG stepped down in quality until it is under WhatsApp's 300 KB.
import sharp from "sharp";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-parts";

/** WhatsApp drops previews over 300 KB; photos compress less well than the message card's flat yellow. */
export const PREVIEW_MAX_BYTES = 300 * 1024;

// Falling back step by step keeps ordinary covers sharp and still fits a noisy photo under the limit.
const QUALITIES = [82, 72, 62, 50, 40] as const;
const MAX_INPUT_PIXELS = 50_000_000;

/** The cover filling the picture as a PNG; no bytes, or bytes that are no image, give the plain colour. */
export async function coverBackground(bytes: Buffer | null, plain: string): Promise<Buffer> {
  if (bytes) {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover" }).flatten({ background: plain }).png().toBuffer();
    } catch {
      // An unreadable cover still gets a preview, on the plain background.
    }
  }
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: plain } }).png().toBuffer();
}

/** The background with the SVG drawn over it, as a JPEG under PREVIEW_MAX_BYTES. */
export async function composePreviewJpeg(background: Buffer, overlaySvg: string): Promise<Buffer> {
  const composed = await sharp(background).composite([{ input: Buffer.from(overlaySvg) }]).png().toBuffer();
  let image: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    image = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (image.length < PREVIEW_MAX_BYTES) break;
  }
  return image;
}
