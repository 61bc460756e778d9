// The text fields both voice uploads send beside the audio (multipart): a guest's recording
// (lib/validation/guestbooks.ts) and an audio message (lib/validation/messages.ts).
import { z } from "zod";
import { EMAIL_MAX } from "./auth";

/** A guest's or a sender's name beside a voice upload. */
export const UPLOADER_NAME_MAX = 80;

/** An optional text field: trimmed, and an empty one counts as not sent. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const ZOptionalEmail = optionalText(EMAIL_MAX, "Email").pipe(z.email("Please enter a valid email address.").optional());

/** The browser's id for one take, so a retried upload is stored once. */
export const ZClientUploadId = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, "clientUploadId must be 8-64 letters, digits or dashes.")
  .optional();
