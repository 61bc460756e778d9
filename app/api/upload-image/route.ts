// POST /api/upload-image — a signed-in user uploads a cover image (multipart: image), stored as a clean JPEG
import { receiveMultipart } from "@/lib/http/multipart";
import { withUser } from "@/lib/http/route";
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE } from "@/lib/images/user-images/limits";
import { saveUserImage } from "@/lib/images/user-images/save-user-image";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";

export const POST = withUser(async (request, { user }) => {
  await enforceLimit(`upload-image:user:${user.id}`, { max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 }, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE);
  const upload = await receiveMultipart(request, { fileField: "image", maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE });
  try {
    const image = await saveUserImage({ userId: user.id, file: upload.file });
    return Response.json({ imageUrl: image.url, image }, { status: 201 });
  } finally {
    await upload.cleanup();
  }
});
