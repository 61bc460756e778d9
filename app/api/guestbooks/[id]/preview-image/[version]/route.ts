// GET /api/guestbooks/{id}/preview-image/{version} — the guestbook's 1200x630 link-preview picture (no login)
import { GUESTBOOK_NOT_FOUND } from "@/lib/guestbooks/access";
import { currentPreviewKey, storedPreviewKey } from "@/lib/guestbooks/preview-image";
import { getPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { GUESTBOOK_PREVIEW_VERSION, guestbookPreviewLook, guestbookPreviewVersion } from "@/lib/guestbooks/share-preview";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { GUESTBOOK_PREVIEW_TYPE } from "@/lib/images/guestbook-preview";
import { storageResponse } from "@/lib/storage/http";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";

export const GET = route<{ id: string; version: string }>(async (request, { params }) => {
  const { id, version } = await params;
  const guestbook = await getPublicGuestbook(id);
  if (!guestbook) throw notFound(GUESTBOOK_NOT_FOUND);
  const current = guestbookPreviewVersion(guestbookPreviewLook(guestbook));
  // An address's picture never changes: an older version is answered as long as it is kept.
  const kept = version === current || !GUESTBOOK_PREVIEW_VERSION.test(version) ? null : await storedPreviewKey(guestbook.id, version);
  const key = kept ?? (await currentPreviewKey(guestbook));
  const response = await storageResponse(request, key, { contentType: GUESTBOOK_PREVIEW_TYPE });
  // Crawlers fetch it with no login; a deleted guestbook's picture must not linger in shared caches.
  response.headers.set("Cache-Control", PUBLIC_DELETABLE_CACHE);
  return response;
});
