// POST /api/upload-audio — anyone saves a recorded message (multipart: audio, title, name, email, clientUploadId)
import { AUDIO_UPLOAD_MAX_BYTES, uploadTooLargeMessage } from "@/lib/audio/limits";
import { clientIp } from "@/lib/http/client-ip";
import { receiveMultipart } from "@/lib/http/multipart";
import { withOptionalUser } from "@/lib/http/route";
import { createMessage } from "@/lib/messages/create-message";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { ZMessageUploadFields } from "@/lib/validation/messages";

// Saving is open to visitors, so each address may save a bounded number of messages an hour.
const UPLOADS_PER_HOUR = 30;

export const POST = withOptionalUser(async (request, { user }) => {
  await enforceLimit(
    `upload-audio:ip:${clientIp(request.headers)}`,
    { max: UPLOADS_PER_HOUR, windowSeconds: 3600 },
    "Too many messages saved from this connection. Please try again later.",
  );
  const upload = await receiveMultipart(request, { fileField: "audio", maxFileBytes: AUDIO_UPLOAD_MAX_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  try {
    const fields = ZMessageUploadFields.parse(upload.fields);
    const message = await createMessage({ file: upload.file, fields, ownerId: user?.id ?? null });
    return Response.json({ id: message.id, durationMs: message.durationMs }, { status: message.created ? 201 : 200 });
  } finally {
    await upload.cleanup();
  }
});
