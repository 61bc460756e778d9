// POST /api/upload-image — a signed-in user uploads a cover image (multipart: image), stored as a clean JPEG
import { withUser } from "@/lib/api/route";
import { uploadImage } from "@/lib/images/user-images/save-user-image";

export const POST = withUser(async (request, { user }) => uploadImage(request, { userId: user.id, limitKey: `upload-image:user:${user.id}` }));
