// A host asks for a stitched file: the selection is checked (count, duplicates, still this guestbook's,
// playable on its tier), the allowance is counted under a per-guestbook lock so two requests cannot both
// take the last stitch, then the row is written and the job queued. The client's incrementUsage is not
// consulted: every accepted stitch counts.
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { ApiError, badRequest, requiresUpgrade } from "@/lib/http/errors";
import { enqueue, QUEUES } from "@/lib/queue/queue";
import { STITCH_ERRORS, STITCH_MAX_RECORDINGS, STITCH_MIN_RECORDINGS } from "./stitch-errors";
import { toStitchJson, type TStitchJson } from "./stitch-json";
import { getStitchUsage } from "./stitch-usage";

export async function requestStitch(opts: { guestbook: Guestbook; userId: string; recordingIds: string[] }): Promise<TStitchJson> {
  const { guestbook, userId, recordingIds } = opts;
  if (recordingIds.length === 0) throw badRequest(STITCH_ERRORS.none);
  if (recordingIds.length < STITCH_MIN_RECORDINGS) throw badRequest(STITCH_ERRORS.one);
  if (recordingIds.length > STITCH_MAX_RECORDINGS) throw badRequest(STITCH_ERRORS.tooMany);
  if (new Set(recordingIds).size !== recordingIds.length) throw badRequest(STITCH_ERRORS.duplicate);

  const recordings = await db.recording.findMany({
    where: { id: { in: recordingIds }, guestbookId: guestbook.id },
    select: { id: true, requiresUpgrade: true, approved: true },
  });
  const found = new Set(recordings.map((recording) => recording.id));
  // Ids only: a missing id may be another owner's recording, whose guest's name is not ours to show.
  const missingRecordingIds = recordingIds.filter((id) => !found.has(id));
  if (missingRecordingIds.length > 0) {
    throw new ApiError("CONFLICT", `${STITCH_ERRORS.unavailable}${missingRecordingIds.join(", ")}`, { missingRecordingIds });
  }
  if (recordings.some((recording) => recording.requiresUpgrade)) {
    throw requiresUpgrade(STITCH_ERRORS.requiresUpgrade);
  }
  // A montage is for the family, so a take still waiting for the host's approval cannot go into one.
  const waitingRecordingIds = recordings.filter((recording) => !recording.approved).map((recording) => recording.id);
  if (waitingRecordingIds.length > 0) throw new ApiError("CONFLICT", STITCH_ERRORS.waitingForApproval, { waitingRecordingIds });

  const stitch = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('echobook.stitch'), hashtext(${guestbook.id}))`;
    const usage = await getStitchUsage({ guestbook, client: tx });
    if (!usage.canCreate) throw requiresUpgrade(STITCH_ERRORS.noStitchesLeft);
    return tx.stitchedAudio.create({ data: { guestbookId: guestbook.id, ownerId: userId, recordingIds } });
  });

  try {
    await enqueue(QUEUES.stitchAudio, { stitchId: stitch.id });
  } catch (error) {
    // Without a job nothing would ever finish it; a failed stitch does not use up the allowance.
    await db.stitchedAudio.update({ where: { id: stitch.id }, data: { status: "failed", error: STITCH_ERRORS.failed } });
    throw error;
  }
  return toStitchJson(stitch);
}
