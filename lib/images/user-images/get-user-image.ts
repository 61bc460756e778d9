// Finds a stored user image by its public id, for serving; unknown or malformed ids are 404.
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { ZUserImageId } from "@/lib/validation/images";

export async function getUserImage({ id }: { id: string }): Promise<{ storageKey: string; mime: string }> {
  const parsed = ZUserImageId.safeParse(id);
  const image = parsed.success
    ? await db.userImage.findUnique({ where: { id: parsed.data }, select: { storageKey: true, mime: true } })
    : null;
  if (!image) throw notFound("Image not found.");
  return image;
}
