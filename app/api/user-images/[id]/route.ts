// GET /api/user-images/{id} — an uploaded image, public so guests see it as a guestbook cover;
// `?w=480|800|1200` asks for its WebP copy at that width (the cover's srcset).
import { route } from "@/lib/api/route";
import { getUserImage } from "@/lib/images/user-images/get-user-image";
import { storageResponse } from "@/lib/storage/http";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const image = await getUserImage({ id: (await params).id, width: new URL(request.url).searchParams.get("w") });
  const response = await storageResponse(request, image.storageKey, { contentType: image.mime });
  // A stored image never changes (a new upload gets a new id), but its owner may delete it: caches keep it a moment only.
  if (response.ok) response.headers.set("Cache-Control", PUBLIC_DELETABLE_CACHE);
  return response;
});

export const HEAD = GET;
