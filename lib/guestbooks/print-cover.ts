// The guestbook's cover for print (issue 50): its own picture cropped to a wide band, with nothing drawn
// on it (the link preview's picture carries the "Tap to leave a voice message" button, which means nothing
// on paper). The keepsake book's cover and the table sign both use it. A guestbook in a solid colour has no
// picture: the printed piece shows its colour instead.
import "server-only";
import sharp from "sharp";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/constants/guestbooks";
import { loadCoverImage } from "@/lib/images/load-cover-image";

/** Wide enough for 300 dpi across an A5 page's band, small enough to keep each PDF light. */
const PRINT_COVER_WIDTH = 1600;
/** Width over height of the printed band. */
export const PRINT_COVER_RATIO = 2;

export type TPrintCover = { bytes: Uint8Array; type: "jpeg" };

export async function printCoverPicture(guestbook: Pick<Guestbook, "coverImageUrl">): Promise<TPrintCover | null> {
  if (!guestbook.coverImageUrl) return null;
  const source = (await loadCoverImage(guestbook.coverImageUrl)) ?? (await loadCoverImage(DEFAULT_COVER_IMAGE_URL));
  if (!source) return null;
  try {
    const bytes = await sharp(source)
      .rotate()
      .resize(PRINT_COVER_WIDTH, Math.round(PRINT_COVER_WIDTH / PRINT_COVER_RATIO), { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { bytes, type: "jpeg" };
  } catch (error) {
    // A printed piece is still worth having without its picture.
    console.error("[echobook] a guestbook's cover could not be prepared for print", error);
    return null;
  }
}

/** The colour a piece without a picture shows: the host's solid cover colour, else the guest page's button colour. */
export function printCoverColour(guestbook: Pick<Guestbook, "themeColor" | "buttonColor">): string {
  return guestbook.themeColor ?? guestbook.buttonColor;
}
