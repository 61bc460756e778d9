// POST /api/upload-audio — anyone saves a recorded message (multipart: audio, title, name, email, clientUploadId)
import { receiveAudioUpload } from "@/lib/audio/receive-upload";
import { withOptionalUser } from "@/lib/api/route";
import { createMessage } from "@/lib/messages/create-message";
import { ZMessageUploadFields } from "@/lib/validation/messages";

// Saving is open to visitors, so each address may save a bounded number of messages an hour.
const MESSAGES_PER_ADDRESS = { name: "upload-audio", perHour: 30, message: "Too many messages saved from this connection. Please try again later." };

export const POST = withOptionalUser((request, { user }) =>
  receiveAudioUpload(request, MESSAGES_PER_ADDRESS, async (upload) => {
    const message = await createMessage({ file: upload.file, fields: ZMessageUploadFields.parse(upload.fields), ownerId: user?.id ?? null });
    return Response.json({ id: message.id, durationMs: message.durationMs }, { status: message.created ? 201 : 200 });
  }),
);
