// GET /api/messages/{id}/preview-image — the 1200x630 link-preview picture, made once and kept in storage
import { db } from "@/lib/db/client";
import { renderMessagePreview, MESSAGE_PREVIEW_TYPE } from "@/lib/images/message-preview";
import { route } from "@/lib/http/route";
import { getMessageRow, messageHeading } from "@/lib/messages/public-message";
import { getStorage, storageKey } from "@/lib/storage";
import { storageResponse } from "@/lib/storage/http";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const message = await getMessageRow((await params).id);
  let key = message.previewKey;
  if (!key) {
    // Two crawlers at once may both draw it; the result is the same picture under the same key.
    key = storageKey({ scope: "messages", ownerId: message.ownerId ?? "anonymous", kind: "images", id: `${message.id}-preview`, ext: "jpg" });
    const heading = messageHeading(message);
    const fromLine = message.name && !heading.endsWith(message.name) ? `From ${message.name} · Tap to listen` : "Tap to listen · Echobook";
    const image = await renderMessagePreview({ heading, subheading: fromLine });
    await getStorage().put(key, image, { contentType: MESSAGE_PREVIEW_TYPE });
    await db.audioMessage.update({ where: { id: message.id }, data: { previewKey: key } });
  }
  const response = await storageResponse(request, key, { contentType: MESSAGE_PREVIEW_TYPE });
  response.headers.set("Cache-Control", PUBLIC_DELETABLE_CACHE);
  return response;
});
