// POST /api/upload/pro-logo: checks the upload by its content, re-encodes it as a PNG that keeps its
// transparency (no metadata, within three times the 200x60 display box), stores it under the owner's
// prefix with a fresh id and makes it the logo; the logo it replaces is removed.
import "server-only";
import { badRequest } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { IMAGE_NOT_AN_IMAGE_MESSAGE } from "@/lib/images/user-images/limits";
import { normalizeImage } from "@/lib/images/user-images/normalize-image";
import { getStorage, storageKey } from "@/lib/storage";
import type { TProSettings } from "@/lib/validation/pro-settings";
import { PRO_LOGO_STORED_BOX } from "./defaults";
import { removeLogoFile, writeProSettings } from "./update-pro-settings";

export async function saveProLogo({ userId, file }: { userId: string; file: TReceivedFile | null }): Promise<TProSettings> {
  if (!file || file.size === 0) throw badRequest(IMAGE_NOT_AN_IMAGE_MESSAGE);
  const image = await normalizeImage(file.path, { ...PRO_LOGO_STORED_BOX, format: "png" });
  const key = storageKey({ scope: "users", ownerId: userId, kind: "images", id: `logo-${newPublicId()}`, ext: "png" });
  await getStorage().put(key, image.data, { contentType: "image/png", contentLength: image.data.length });
  try {
    return await writeProSettings(userId, { customLogoKey: key });
  } catch (error) {
    await removeLogoFile(key);
    throw error;
  }
}
