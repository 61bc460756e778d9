// Checks an uploaded file by its content and turns it into the image that is stored: turned upright by
// its EXIF orientation, then stripped of all metadata (camera, GPS), and scaled to fit a box without
// enlarging. Covers become JPEGs in 1920x1920; logos keep their transparency as PNGs in a smaller box.
// Covers also get their WebP copies (webp-copies.ts) in the same slot. The decode and the encodes take
// one of the media slots shared with ffmpeg (lib/concurrency/media-slots.ts).
import sharp from "sharp";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { ApiError, unsupportedMediaType } from "@/lib/http/errors";
import { IMAGE_NOT_AN_IMAGE_MESSAGE, USER_IMAGE_MAX_SIDE } from "./limits";
import { makeWebpCopies } from "./webp-copies";

// sharp names AVIF "heif"; HEIC photos (HEVC) are "heif" too but its build cannot decode them, so they fail below.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
// A 5 MB PNG can unpack to gigabytes; 80 megapixels covers every phone camera.
const MAX_INPUT_PIXELS = 80_000_000;
const JPEG_QUALITY = 82;

export type TImageOutput = {
  /** The stored image fits in this box. */
  maxWidth: number;
  maxHeight: number;
  /** JPEG for photos (transparency becomes white); PNG keeps a logo's transparency. */
  format: "jpeg" | "png";
  /** Also make the WebP copies a cover is offered at (JPEG only). */
  webpCopies?: boolean;
};

const COVER_OUTPUT: TImageOutput = { maxWidth: USER_IMAGE_MAX_SIDE, maxHeight: USER_IMAGE_MAX_SIDE, format: "jpeg", webpCopies: true };

export type TNormalizedImage = {
  data: Buffer;
  width: number;
  height: number;
  format: TImageOutput["format"];
  /** The WebP copies by width; empty unless asked for. */
  webpCopies: { width: number; data: Buffer }[];
};

export function normalizeImage(inputPath: string, output: TImageOutput = COVER_OUTPUT): Promise<TNormalizedImage> {
  return withMediaSlot("request", () => decodeAndEncode(inputPath, output));
}

async function decodeAndEncode(inputPath: string, output: TImageOutput): Promise<TNormalizedImage> {
  try {
    const input = sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await input.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMediaType(IMAGE_NOT_AN_IMAGE_MESSAGE);
    const fitted = input.rotate().resize(output.maxWidth, output.maxHeight, { fit: "inside", withoutEnlargement: true });
    const encoded =
      output.format === "png"
        ? fitted.png({ compressionLevel: 9 })
        : // JPEG has no transparency: see-through parts become white rather than black.
          fitted.flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const webpCopies = output.webpCopies && output.format === "jpeg" ? await makeWebpCopies(data, info.width) : [];
    return { data, width: info.width, height: info.height, format: output.format, webpCopies };
  } catch (error) {
    // Anything sharp cannot decode (text, a truncated file, an unsupported codec) is not an image to us.
    if (error instanceof ApiError) throw error;
    throw unsupportedMediaType(IMAGE_NOT_AN_IMAGE_MESSAGE);
  }
}
