// The text fields of POST /api/upload-audio (multipart) and the id in /message/{id} links.
import { z } from "zod";
import { optionalText, ZClientUploadId, ZOptionalEmail } from "./upload-fields";

export { DEFAULT_MESSAGE_TITLE } from "@/lib/constants/messages";

export const ZMessageUploadFields = z.object({
  title: optionalText(120, "Title"),
  name: optionalText(80, "Name"),
  email: ZOptionalEmail,
  clientUploadId: ZClientUploadId,
});
export type TMessageUploadFields = z.infer<typeof ZMessageUploadFields>;

export const ZMessageId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid message id.");
