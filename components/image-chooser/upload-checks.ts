// The chooser's own checks before an upload, with the spec's texts. The server checks again by content.
import { IMAGE_NOT_AN_IMAGE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/user-images/limits";

export type TImageFileProblem = "notAnImage" | "tooLarge";

/** The problem with a picked file, as its key in the catalogue (shared.images), or null when it may be sent. */
export function imageFileProblemKey(file: { type: string; size: number }): TImageFileProblem | null {
  if (!file.type.startsWith("image/")) return "notAnImage";
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return "tooLarge";
  return null;
}

/** The problem with a picked file in the spec's English (the host pages), or null when it may be sent. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  const problem = imageFileProblemKey(file);
  return problem === null ? null : { notAnImage: IMAGE_NOT_AN_IMAGE_MESSAGE, tooLarge: IMAGE_TOO_LARGE_MESSAGE }[problem];
}
