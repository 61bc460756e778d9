// POST /api/guestbooks/record — a guest leaves a recording (multipart: clientUploadId, guestbookId, guestName, guestEmail, anonymous, audio)
import { after } from "next/server";
import { receiveAudioUpload } from "@/lib/audio/receive-upload";
import { route } from "@/lib/api/route";
import { noteNewRecording } from "@/lib/mail/host-notes";
import { createRecording } from "@/lib/recordings/create-recording";
import { guestAddressHash } from "@/lib/recordings/guest-address";
import { ZRecordFields } from "@/lib/validation/guestbooks";

// Guests at one venue often share one Wi-Fi address: a party of a few hundred, some of them sending a
// take twice, stays well within this. Each guestbook also takes at most 20 a minute (create-recording.ts).
const RECORDINGS_PER_ADDRESS = { name: "guestbook-record", perHour: 600, message: "Too many recordings sent from this connection. Please try again later." };

export const POST = route((request) =>
  receiveAudioUpload(request, RECORDINGS_PER_ADDRESS, async (upload) => {
    const fields = ZRecordFields.parse(upload.fields);
    const recording = await createRecording({ file: upload.file, fields, guestAddressHash: guestAddressHash(request.headers, fields.guestbookId) });
    // The host's note is queued once the guest has the answer: the mail server never holds up or fails an upload.
    if (recording.created) after(() => noteNewRecording(recording.id));
    return Response.json(
      { id: recording.id, durationMs: recording.durationMs, requiresUpgrade: recording.requiresUpgrade },
      { status: recording.created ? 201 : 200 },
    );
  }),
);
