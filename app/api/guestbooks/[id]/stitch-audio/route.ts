// POST /api/guestbooks/{id}/stitch-audio — queues one MP3 of the chosen recordings in the chosen order
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { requestStitch } from "@/lib/stitching/request-stitch";
import { ZStitchRequest } from "@/lib/validation/guestbooks";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  // incrementUsage is accepted for the spec's clients but ignored: the server always counts a stitch.
  const { recordingIds } = await readJson(request, ZStitchRequest);
  const stitch = await requestStitch({ guestbook, userId: user.id, recordingIds });
  return Response.json({ stitch }, { status: 202 });
});
