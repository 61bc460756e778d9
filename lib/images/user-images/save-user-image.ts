// Stores an uploaded cover image for its owner: checked and re-encoded first, then written to storage
// under the owner's prefix with a fresh public id, then recorded. `uploadImage` is the whole upload call:
// the hourly limit, the multipart body capped at 5 MB, the image saved, its temporary file removed.
import "server-only";
import { db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { receiveMultipart, type TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { getStorage, storageKey } from "@/lib/storage";
import type { TUserImageJson } from "@/lib/validation/images";
import { IMAGE_NOT_AN_IMAGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE } from "./limits";
import { normalizeImage } from "./normalize-image";
import { userImageJson } from "./user-image-json";

export const USER_IMAGE_TYPE = "image/jpeg";

type TImageOwner = {
  userId: string;
  /** A pro card's recipient uploading its cover: kept with the card's creator, out of their own uploads. */
  proAudioMessageId?: string;
};

/** POST /api/upload-image and its pro alias: `limitKey` counts the uploads an hour (the user, or the card). */
export async function uploadImage(request: Request, owner: TImageOwner & { limitKey: string }): Promise<Response> {
  await enforceLimit(owner.limitKey, { max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 }, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE);
  const upload = await receiveMultipart(request, { fileField: "image", maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE });
  try {
    const image = await saveUserImage({ ...owner, file: upload.file });
    return Response.json({ imageUrl: image.url, image }, { status: 201 });
  } finally {
    await upload.cleanup();
  }
}

export async function saveUserImage({ userId, proAudioMessageId, file }: TImageOwner & { file: TReceivedFile | null }): Promise<TUserImageJson> {
  if (!file || file.size === 0) throw badRequest(IMAGE_NOT_AN_IMAGE_MESSAGE);
  const image = await normalizeImage(file.path);
  const id = newPublicId();
  const key = storageKey({ scope: "users", ownerId: userId, kind: "images", id, ext: "jpg" });
  const storage = getStorage();
  await storage.put(key, image.data, { contentType: USER_IMAGE_TYPE, contentLength: image.data.length });
  try {
    const row = await db.userImage.create({
      data: { id, userId, proAudioMessageId, storageKey: key, mime: USER_IMAGE_TYPE, width: image.width, height: image.height, sizeBytes: image.data.length },
    });
    return userImageJson(row);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
