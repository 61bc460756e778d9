// The text fields of POST /api/upload-audio (multipart) and the id in /message/{id} links.
import { z } from "zod";
import { optionalText, UPLOADER_NAME_MAX, ZClientUploadId, ZOptionalEmail } from "./upload-fields";

export const MESSAGE_TITLE_MAX = 120;

export { DEFAULT_MESSAGE_TITLE } from "@/lib/constants/messages";

export const ZMessageUploadFields = z.object({
  title: optionalText(MESSAGE_TITLE_MAX, "Title"),
  name: optionalText(UPLOADER_NAME_MAX, "Name"),
  email: ZOptionalEmail,
  clientUploadId: ZClientUploadId,
});
export type TMessageUploadFields = z.infer<typeof ZMessageUploadFields>;

export const ZMessageId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid message id.");
