// The chooser's own checks before an upload, with the spec's texts. The server checks again by content.
import { IMAGE_NOT_AN_IMAGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/user-images/limits";

/** The problem with a picked file, or null when it may be sent. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return IMAGE_NOT_AN_IMAGE_MESSAGE;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
