// What the link-preview pictures drawn over a photo (an audio card's, a guestbook's) share: the cover
// cropped to fill 1200x630 with the SVG drawn over it, as a JPEG stepped down in quality until it is under
// WhatsApp's 300 KB. Intermediates stay raw pixels and the JPEG is libjpeg's own (not mozjpeg): a few
// kilobytes larger, several times faster, so a crawler's first fetch is answered well within a second.
import sharp, { type OutputInfo } from "sharp";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-parts";

/** WhatsApp drops previews over 300 KB; photos compress less well than the message card's flat yellow. */
export const PREVIEW_MAX_BYTES = 300 * 1024;

// Falling back step by step keeps ordinary covers sharp and still fits a noisy photo under the limit.
const QUALITIES = [82, 72, 62, 50, 40] as const;
const MAX_INPUT_PIXELS = 50_000_000;

type TRaw = { data: Buffer; info: OutputInfo };

async function composed(cover: Buffer | null, plain: string, overlay: Buffer): Promise<TRaw> {
  if (cover) {
    try {
      return await sharp(cover, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover" })
        .flatten({ background: plain })
        .composite([{ input: overlay }])
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      // An unreadable cover still gets a preview, on the plain background.
    }
  }
  return sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: plain } })
    .composite([{ input: overlay }])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The cover (any format sharp reads; null, or bytes that are no image, give the plain colour) filling the
 * picture with `overlaySvg` over it, as a JPEG under PREVIEW_MAX_BYTES.
 */
export async function renderOverPhoto(cover: Buffer | null, plain: string, overlaySvg: string): Promise<Buffer> {
  const { data, info } = await composed(cover, plain, Buffer.from(overlaySvg));
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let image: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    image = await sharp(data, { raw }).jpeg({ quality }).toBuffer();
    if (image.length < PREVIEW_MAX_BYTES) break;
  }
  return image;
}
