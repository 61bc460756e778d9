// Deletes one recording and its files. A recording that needs an upgrade stays locked: deleting an
// earlier one does not unlock it (only an upgrade does), so deleting cannot get past the limit.
import "server-only";
import { db } from "@/lib/db/client";
import type { Recording } from "@/lib/generated/prisma/client";
import { removeFiles } from "@/lib/guestbooks/delete-guestbook";

export async function deleteRecording(opts: { recording: Recording }): Promise<void> {
  const { recording } = opts;
  await db.recording.delete({ where: { id: recording.id } });
  await removeFiles([recording.originalKey, recording.mp3Key].filter((key): key is string => Boolean(key)));
}
