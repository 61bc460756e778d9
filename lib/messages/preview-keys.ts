// Where a message's link-preview pictures are kept: the English one as `{id}-preview` (its key also on the
// message, `previewKey`), each other language's as `{id}-preview-{language}`.
import { LANGUAGE_CODES, type TLanguage } from "@/lib/i18n/languages";
import { storageKey } from "@/lib/storage/keys";

type TMessageFiles = { id: string; ownerId: string | null; previewKey: string | null };

export function pictureKey(message: Pick<TMessageFiles, "id" | "ownerId">, language: TLanguage): string {
  const id = language === "en" ? `${message.id}-preview` : `${message.id}-preview-${language}`;
  return storageKey({ scope: "messages", ownerId: message.ownerId ?? "anonymous", kind: "images", id, ext: "jpg" });
}

/** Every preview picture a message may have, in any language (for deleting the message or its account). */
export function messagePreviewKeys(message: TMessageFiles): string[] {
  const keys = LANGUAGE_CODES.map((language) => pictureKey(message, language));
  return [...new Set([...(message.previewKey ? [message.previewKey] : []), ...keys])];
}
