// Finds a stored user image by its public id, for serving; unknown or malformed ids are 404. With a
// width (`?w=` on the route) it answers the nearest WebP copy (webp-copies.ts), or the JPEG itself for an
// image stored before copies were made.
import "server-only";
import { db } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { ZUserImageId } from "@/lib/validation/images";
import { pickWebpWidth, WEBP_COPY_WIDTHS, webpCopyKey } from "./webp-copies";

export const IMAGE_WIDTH_INVALID_MESSAGE = `Image width must be one of ${WEBP_COPY_WIDTHS.join(", ")}.`;

export async function getUserImage({ id, width }: { id: string; width?: string | null }): Promise<{ storageKey: string; mime: string }> {
  const requested = width == null ? null : Number(width);
  if (requested !== null && !WEBP_COPY_WIDTHS.includes(requested)) throw badRequest(IMAGE_WIDTH_INVALID_MESSAGE);
  const parsed = ZUserImageId.safeParse(id);
  const image = parsed.success
    ? await db.userImage.findUnique({ where: { id: parsed.data }, select: { storageKey: true, mime: true, webpWidths: true } })
    : null;
  if (!image) throw notFound("Image not found.");
  const copy = requested === null ? null : pickWebpWidth(image.webpWidths, requested);
  if (copy === null) return { storageKey: image.storageKey, mime: image.mime };
  return { storageKey: webpCopyKey(image.storageKey, copy), mime: "image/webp" };
}
