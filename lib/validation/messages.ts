// The text fields of POST /api/upload-audio (multipart) and the id in /message/{id} links.
import { z } from "zod";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

export { DEFAULT_MESSAGE_TITLE } from "@/lib/messages/defaults";

export const ZMessageUploadFields = z.object({
  title: optionalText(120, "Title"),
  name: optionalText(80, "Name"),
  email: optionalText(254, "Email").pipe(z.email("Please enter a valid email address.").optional()),
  clientUploadId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "clientUploadId must be 8-64 letters, digits or dashes.")
    .optional(),
});
export type TMessageUploadFields = z.infer<typeof ZMessageUploadFields>;

export const ZMessageId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid message id.");
