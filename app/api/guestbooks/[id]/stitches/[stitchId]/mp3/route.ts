// GET /api/guestbooks/{id}/stitches/{stitchId}/mp3 — the stitched MP3 as a download; 409 while it is being made
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { ApiError, notReadyYet } from "@/lib/http/errors";
import { withUser } from "@/lib/http/route";
import { getGuestbookStitch, stitchDownloadName } from "@/lib/stitching/list-stitches";
import { STITCH_ERRORS } from "@/lib/stitching/stitch-errors";
import { storageResponse } from "@/lib/storage/http";

export const GET = withUser<{ id: string; stitchId: string }>(async (request, { params, user }) => {
  const { id, stitchId } = await params;
  const guestbook = await getOwnedGuestbook({ id, userId: user.id });
  const stitch = await getGuestbookStitch({ guestbookId: guestbook.id, stitchId });
  if (stitch.status === "failed") throw new ApiError(404, stitch.error ?? STITCH_ERRORS.failed);
  if (stitch.status !== "ready" || !stitch.outputKey) {
    throw notReadyYet("The stitched audio is still being prepared. Please try again in a moment.");
  }
  const response = await storageResponse(request, stitch.outputKey, { contentType: "audio/mpeg", downloadName: stitchDownloadName(guestbook.name) });
  response.headers.set("Cache-Control", "private, max-age=3600");
  return response;
});

export const HEAD = GET;
