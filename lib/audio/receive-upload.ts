// The door every voice comes in by (a guest's take, a message saved from /record): counted against the
// caller's address first, then streamed to a private temporary file capped at the upload limit, handed
// to `handle`, and the file removed whatever happens.
import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { receiveMultipart, type TMultipartUpload } from "@/lib/http/multipart";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { AUDIO_UPLOAD_MAX_BYTES, uploadTooLargeMessage } from "./limits";

export type TUploadLimit = { name: string; perHour: number; message: string };

export async function receiveAudioUpload<T>(request: Request, limit: TUploadLimit, handle: (upload: TMultipartUpload) => Promise<T>): Promise<T> {
  await enforceLimit(`${limit.name}:ip:${clientIp(request.headers)}`, { max: limit.perHour, windowSeconds: 3600 }, limit.message);
  const upload = await receiveMultipart(request, { fileField: "audio", maxFileBytes: AUDIO_UPLOAD_MAX_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  try {
    return await handle(upload);
  } finally {
    await upload.cleanup();
  }
}
