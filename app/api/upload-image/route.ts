// POST /api/upload-image — a signed-in user uploads a cover image (multipart: image), stored as a clean JPEG
import { withUser } from "@/lib/http/route";
import { withImageUpload } from "@/lib/images/user-images/receive-image-upload";
import { saveUserImage } from "@/lib/images/user-images/save-user-image";

export const POST = withUser(async (request, { user }) => {
  const image = await withImageUpload(request, { userId: user.id, fileField: "image" }, (file) => saveUserImage({ userId: user.id, file }));
  return Response.json({ imageUrl: image.url, image }, { status: 201 });
});
