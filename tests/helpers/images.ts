// Pictures for the image tests.
import sharp from "sharp";

/** A 1600x1000 JPEG of random pixels: the worst case for JPEG, where the quality steps must still bring a picture under its limit. */
export async function noisyPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(1600 * 1000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: 1600, height: 1000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
