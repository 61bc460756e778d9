// POST /api/guestbooks/record — a guest leaves a recording (multipart: clientUploadId, guestbookId, guestName, guestEmail, anonymous, audio)
import { AUDIO_UPLOAD_MAX_BYTES, uploadTooLargeMessage } from "@/lib/audio/limits";
import { clientIp } from "@/lib/http/client-ip";
import { receiveMultipart } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { createRecording } from "@/lib/recordings/create-recording";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { ZRecordFields } from "@/lib/validation/guestbooks";

// Guests at one venue often share one Wi-Fi address, so the per-address bound is generous.
const UPLOADS_PER_ADDRESS_PER_HOUR = 120;

export const POST = route(async (request) => {
  await enforceLimit(
    `guestbook-record:ip:${clientIp(request.headers)}`,
    { max: UPLOADS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    "Too many recordings sent from this connection. Please try again later.",
  );
  const upload = await receiveMultipart(request, { fileField: "audio", maxFileBytes: AUDIO_UPLOAD_MAX_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  try {
    const fields = ZRecordFields.parse(upload.fields);
    const recording = await createRecording({ file: upload.file, fields });
    return Response.json(
      { id: recording.id, durationMs: recording.durationMs, requiresUpgrade: recording.requiresUpgrade },
      { status: recording.created ? 201 : 200 },
    );
  } finally {
    await upload.cleanup();
  }
});
