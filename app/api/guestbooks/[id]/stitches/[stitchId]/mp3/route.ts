// GET /api/guestbooks/{id}/stitches/{stitchId}/mp3 — the stitched MP3 as a download; 409 while it is being made
import { serveMp3 } from "@/lib/audio/serve-audio";
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { getGuestbookStitch, stitchDownloadName } from "@/lib/stitching/list-stitches";
import { STITCH_ERRORS } from "@/lib/stitching/stitch-errors";

export const GET = withUser<{ id: string; stitchId: string }>(async (request, { params, user }) => {
  const { id, stitchId } = await params;
  const guestbook = await getManagedGuestbook({ id, userId: user.id });
  const stitch = await getGuestbookStitch({ guestbookId: guestbook.id, stitchId });
  return serveMp3(
    request,
    { key: stitch.status === "ready" ? stitch.outputKey : null, failed: stitch.status === "failed" },
    {
      cacheControl: "private, max-age=3600",
      downloadName: () => stitchDownloadName(guestbook.name),
      failedMessage: stitch.error ?? STITCH_ERRORS.failed,
      pendingMessage: "The stitched audio is still being prepared. Please try again in a moment.",
    },
  );
});

export const HEAD = GET;
