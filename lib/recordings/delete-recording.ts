// Deletes one recording and its voice. The place it held goes to the oldest take waiting for an upgrade,
// so junk deleted by the host never keeps a real guest locked out.
import "server-only";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import type { Recording } from "@/lib/generated/prisma/client";
import { lockGuestbookRecordings, reassignPlaces } from "./guest-places";

export async function deleteRecording(opts: { recording: Recording }): Promise<void> {
  const { recording } = opts;
  await db.$transaction(async (tx) => {
    await lockGuestbookRecordings(tx, recording.guestbookId);
    await tx.recording.delete({ where: { id: recording.id } });
    const { maxGuests } = await tx.guestbook.findUniqueOrThrow({ where: { id: recording.guestbookId }, select: { maxGuests: true } });
    await reassignPlaces(tx, recording.guestbookId, maxGuests);
  });
  await deleteAudio([recording.audioId]);
}
