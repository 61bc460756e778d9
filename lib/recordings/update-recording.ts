// The owner changes a recording: whether the family's listening page and keepsake book show it (issue 38),
// and approves a take that waits for approval (issue 50).
import "server-only";
import { db } from "@/lib/db/client";
import type { TOwnedRecording } from "@/lib/guestbooks/access";
import type { TRecordingUpdate } from "@/lib/validation/listening";
import { toRecordingJson, type TRecordingJson } from "./serialize";

export async function updateRecording(opts: { recording: TOwnedRecording; changes: TRecordingUpdate }): Promise<TRecordingJson> {
  const { listed, approved } = opts.changes;
  const updated = await db.recording.update({ where: { id: opts.recording.id }, data: { listed, approved }, include: { audio: true } });
  return toRecordingJson(updated);
}
