// POST /api/upload-image — a signed-in user uploads a cover image (multipart: image), stored as a clean JPEG
import { tooManyRequests } from "@/lib/http/errors";
import { receiveMultipart } from "@/lib/http/multipart";
import { withUser } from "@/lib/http/route";
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE } from "@/lib/images/user-images/limits";
import { saveUserImage } from "@/lib/images/user-images/save-user-image";
import { hit } from "@/lib/rate-limit/rate-limit";

export const POST = withUser(async (request, { user }) => {
  const { count, resetAt } = await hit(`upload-image:user:${user.id}`, 3600);
  if (count > IMAGE_UPLOADS_PER_HOUR) throw tooManyRequests(IMAGE_UPLOADS_RATE_LIMITED_MESSAGE, (resetAt.getTime() - Date.now()) / 1000);
  const upload = await receiveMultipart(request, { fileField: "image", maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE });
  try {
    const image = await saveUserImage({ userId: user.id, file: upload.file });
    return Response.json({ imageUrl: image.url, image }, { status: 201 });
  } finally {
    await upload.cleanup();
  }
});
