// The host approves takes that wait for approval (issue 50), many at once: named ids that are not this
// guestbook's refuse the whole request, as one missing recording does, so none is approved by half.
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { RECORDING_NOT_FOUND } from "@/lib/guestbooks/access";
import { notFound } from "@/lib/http/errors";
import type { TRecordingsApproval } from "@/lib/validation/guestbooks";
import { announceSavedTake } from "./wall-visible";

/** Approves the named takes; answers their ids and how many were waiting until now. */
export async function approveRecordings(opts: { guestbook: Guestbook; request: TRecordingsApproval }): Promise<{ ids: string[]; approved: number }> {
  const ids = [...new Set(opts.request.ids)];
  return db.$transaction(async (tx) => {
    const found = await tx.recording.count({ where: { guestbookId: opts.guestbook.id, id: { in: ids } } });
    if (found !== ids.length) throw notFound(RECORDING_NOT_FOUND);
    const waiting = { guestbookId: opts.guestbook.id, id: { in: ids }, approved: false };
    const newlyShown = await tx.recording.findMany({ where: waiting, select: { id: true }, orderBy: { createdAt: "asc" } });
    // First shown now: the live wall gets each as a new message (in the order they were saved).
    const { count } = await tx.recording.updateMany({ where: waiting, data: { approved: true, shownAt: new Date() } });
    for (const { id } of newlyShown) await announceSavedTake(tx, opts.guestbook.id, id);
    return { ids, approved: count };
  });
}
