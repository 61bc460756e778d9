// Checks an uploaded file by its content and turns it into the JPEG that is stored: turned upright by its
// EXIF orientation, then stripped of all metadata (camera, GPS), and scaled to fit 1920x1920 without enlarging.
// The decode takes one of the media slots it shares with ffmpeg (lib/concurrency/media-slots.ts).
import sharp from "sharp";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { ApiError, unsupportedMediaType } from "@/lib/http/errors";
import { IMAGE_NOT_AN_IMAGE_MESSAGE, USER_IMAGE_MAX_SIDE } from "./limits";

// sharp names AVIF "heif"; HEIC photos (HEVC) are "heif" too but its build cannot decode them, so they fail below.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
// A 5 MB PNG can unpack to gigabytes; 80 megapixels covers every phone camera.
const MAX_INPUT_PIXELS = 80_000_000;
const JPEG_QUALITY = 82;

export type TNormalizedImage = { data: Buffer; width: number; height: number };

export function normalizeImage(inputPath: string): Promise<TNormalizedImage> {
  return withMediaSlot("request", () => decodeAndEncode(inputPath));
}

async function decodeAndEncode(inputPath: string): Promise<TNormalizedImage> {
  try {
    const input = sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await input.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMediaType(IMAGE_NOT_AN_IMAGE_MESSAGE);
    const { data, info } = await input
      .rotate()
      .resize(USER_IMAGE_MAX_SIDE, USER_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      // JPEG has no transparency: see-through parts become white rather than black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // Anything sharp cannot decode (text, a truncated file, an unsupported codec) is not an image to us.
    if (error instanceof ApiError) throw error;
    throw unsupportedMediaType(IMAGE_NOT_AN_IMAGE_MESSAGE);
  }
}
