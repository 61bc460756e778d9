// A shared message's 1200x630 link-preview picture: drawn once per language, kept in storage. The English
// picture's key is on the message (`previewKey`); another language's is named after it (`{id}-preview-es`),
// drawn when a crawler first asks for it (the page in that language names it in og:image).
import "server-only";
import { db } from "@/lib/db/client";
import type { TLanguage } from "@/lib/i18n/languages";
import { renderMessagePreview, MESSAGE_PREVIEW_TYPE } from "@/lib/images/message-preview";
import { getStorage } from "@/lib/storage";
import { getMessageRow, messageHeading } from "./public-message";
import { messageWords } from "./message-words";
import { pictureKey } from "./preview-keys";

export { MESSAGE_PREVIEW_TYPE };

/** The storage key of message `id`'s preview picture in `language`, drawn now if it has none yet. */
export async function messagePreviewKey(id: string, language: TLanguage = "en"): Promise<string> {
  const message = await getMessageRow(id);
  if (language === "en" && message.previewKey) return message.previewKey;
  const key = pictureKey(message, language);
  if (language !== "en" && (await getStorage().head(key))) return key;
  // Two crawlers at once may both draw it; the result is the same picture under the same key.
  const words = messageWords(language);
  const heading = messageHeading(message, words.heading);
  const name = message.name?.trim() || null;
  const image = await renderMessagePreview({ heading, subheading: words.pictureLine(name, Boolean(name && heading.endsWith(name))) });
  await getStorage().put(key, image, { contentType: MESSAGE_PREVIEW_TYPE });
  if (language === "en") await db.audioMessage.update({ where: { id: message.id }, data: { previewKey: key } });
  return key;
}
