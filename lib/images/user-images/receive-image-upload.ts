// The one door for image uploads (covers and logos): counted against an hourly budget (`limitKey`: the
// user, or a pro card for its recipient) before anything is read, received to a temporary file within the 5 MB cap (413 past it), and
// handed to `work`; the temporary file is removed whatever happens.
import "server-only";
import { receiveMultipart, type TReceivedFile } from "@/lib/http/multipart";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE } from "./limits";

export async function withImageUpload<T>(
  request: Request,
  opts: { limitKey: string; fileField: string },
  work: (file: TReceivedFile | null) => Promise<T>,
): Promise<T> {
  await enforceLimit(opts.limitKey, { max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 }, IMAGE_UPLOADS_RATE_LIMITED_MESSAGE);
  const upload = await receiveMultipart(request, { fileField: opts.fileField, maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE });
  try {
    return await work(upload.file);
  } finally {
    await upload.cleanup();
  }
}
