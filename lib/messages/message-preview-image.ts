// A shared message's 1200x630 link-preview picture: drawn once, kept in storage, its key on the message.
import "server-only";
import { db } from "@/lib/db/client";
import { renderMessagePreview, MESSAGE_PREVIEW_TYPE } from "@/lib/images/message-preview";
import { getStorage, storageKey } from "@/lib/storage";
import { getMessageRow, messageHeading } from "./public-message";

export { MESSAGE_PREVIEW_TYPE };

/** The storage key of message `id`'s preview picture, drawn now if it has none yet. */
export async function messagePreviewKey(id: string): Promise<string> {
  const message = await getMessageRow(id);
  if (message.previewKey) return message.previewKey;
  // Two crawlers at once may both draw it; the result is the same picture under the same key.
  const key = storageKey({ scope: "messages", ownerId: message.ownerId ?? "anonymous", kind: "images", id: `${message.id}-preview`, ext: "jpg" });
  const heading = messageHeading(message);
  const fromLine = message.name && !heading.endsWith(message.name) ? `From ${message.name} · Tap to listen` : "Tap to listen · Echobook";
  const image = await renderMessagePreview({ heading, subheading: fromLine });
  await getStorage().put(key, image, { contentType: MESSAGE_PREVIEW_TYPE });
  await db.audioMessage.update({ where: { id: message.id }, data: { previewKey: key } });
  return key;
}
