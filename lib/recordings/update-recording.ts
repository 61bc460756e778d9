// The owner changes a recording: whether the family's listening page and keepsake book show it (issue 38),
// and approves a take that waits for approval (issue 50).
import "server-only";
import { db } from "@/lib/db/client";
import type { TOwnedRecording } from "@/lib/guestbooks/access";
import type { TRecordingUpdate } from "@/lib/validation/listening";
import { toRecordingJson, type TRecordingJson } from "./serialize";
import { announceSavedTake } from "./wall-visible";

export async function updateRecording(opts: { recording: TOwnedRecording; changes: TRecordingUpdate }): Promise<TRecordingJson> {
  const { listed, approved } = opts.changes;
  // A take approved now is first shown now: the live wall gets it as a new message.
  const approvedNow = approved === true && !opts.recording.approved;
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.recording.update({
      where: { id: opts.recording.id },
      data: { listed, approved, ...(approvedNow ? { shownAt: new Date() } : {}) },
      include: { audio: true },
    });
    if (approvedNow) await announceSavedTake(tx, row.guestbookId, row.id);
    return row;
  });
  return toRecordingJson(updated);
}
