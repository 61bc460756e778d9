// Stores an uploaded cover image for its owner: checked and re-encoded first, then written to storage
// under the owner's prefix with a fresh public id, then recorded. `uploadImage` is the whole upload call
// through the one upload door (receive-image-upload.ts).
import "server-only";
import { removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { getStorage, storageKey } from "@/lib/storage";
import type { TUserImageJson } from "@/lib/validation/images";
import { IMAGE_NOT_AN_IMAGE_MESSAGE } from "./limits";
import { normalizeImage } from "./normalize-image";
import { withImageUpload } from "./receive-image-upload";
import { userImageJson } from "./user-image-json";
import { userImageKeys, webpCopyKey } from "./webp-copies";

export const USER_IMAGE_TYPE = "image/jpeg";

/** A signed-in user's upload (their "My uploads"), or a pro card recipient's, who has no account: the card's. */
type TImageOwner = { userId: string; proAudioMessageId?: undefined } | { userId?: undefined; proAudioMessageId: string };

/** POST /api/upload-image and its pro alias: `limitKey` counts the uploads an hour (the user, or the card). */
export async function uploadImage(request: Request, owner: TImageOwner & { limitKey: string }): Promise<Response> {
  const image = await withImageUpload(request, { limitKey: owner.limitKey, fileField: "image" }, (file) => saveUserImage({ ...owner, file }));
  return Response.json({ imageUrl: image.url, image }, { status: 201 });
}

export async function saveUserImage({ file, ...owner }: TImageOwner & { file: TReceivedFile | null }): Promise<TUserImageJson> {
  if (!file || file.size === 0) throw badRequest(IMAGE_NOT_AN_IMAGE_MESSAGE);
  const image = await normalizeImage(file.path);
  const id = newPublicId();
  const key =
    owner.userId !== undefined
      ? storageKey({ scope: "users", ownerId: owner.userId, kind: "images", id, ext: "jpg" })
      : storageKey({ scope: "cards", ownerId: owner.proAudioMessageId, kind: "images", id, ext: "jpg" });
  const storage = getStorage();
  const webpWidths = image.webpCopies.map((copy) => copy.width);
  const keys = userImageKeys({ storageKey: key, webpWidths });
  try {
    await Promise.all([
      storage.put(key, image.data, { contentType: USER_IMAGE_TYPE, contentLength: image.data.length }),
      ...image.webpCopies.map((copy) => storage.put(webpCopyKey(key, copy.width), copy.data, { contentType: "image/webp", contentLength: copy.data.length })),
    ]);
    const row = await db.userImage.create({
      data: {
        id,
        userId: owner.userId ?? null,
        proAudioMessageId: owner.proAudioMessageId ?? null,
        storageKey: key,
        mime: USER_IMAGE_TYPE,
        width: image.width,
        height: image.height,
        sizeBytes: image.data.length,
        webpWidths,
      },
    });
    return userImageJson(row);
  } catch (error) {
    await removeFiles(keys);
    throw error;
  }
}
