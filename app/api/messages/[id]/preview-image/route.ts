// GET /api/messages/{id}/preview-image — the 1200x630 link-preview picture, made once and kept in storage; ?lang=es in the page's language (English where the picture cannot draw it)
import { route } from "@/lib/api/route";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";
import { MESSAGE_PREVIEW_TYPE, messagePreviewKey } from "@/lib/messages/message-preview-image";
import { pictureLanguage } from "@/lib/images/drawn-languages";
import { LANGUAGE_PARAM } from "@/lib/i18n/languages";
import { storageResponse } from "@/lib/storage/http";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const language = pictureLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  const key = await messagePreviewKey((await params).id, language);
  const response = await storageResponse(request, key, { contentType: MESSAGE_PREVIEW_TYPE });
  response.headers.set("Cache-Control", PUBLIC_DELETABLE_CACHE);
  return response;
});
