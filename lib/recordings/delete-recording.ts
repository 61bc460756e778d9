// Deletes one recording and its voice. A recording that needs an upgrade stays locked: deleting an
// earlier one does not unlock it (only an upgrade does), so deleting cannot get past the limit.
import "server-only";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import type { Recording } from "@/lib/generated/prisma/client";

export async function deleteRecording(opts: { recording: Recording }): Promise<void> {
  const { recording } = opts;
  await db.recording.delete({ where: { id: recording.id } });
  await deleteAudio([recording.audioId]);
}
