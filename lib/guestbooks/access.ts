// Ownership checks for every owner route: another user's guestbook or recording answers 404, exactly like
// a missing one, so ids cannot be probed. Admins manage only their own, like everyone else.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Guestbook, Recording } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { ZGuestbookId, ZRecordingId } from "@/lib/validation/guestbooks";

export const GUESTBOOK_NOT_FOUND = "Guestbook Not Found";
export const RECORDING_NOT_FOUND = "Recording not found.";

export async function getOwnedGuestbook(opts: { id: string; userId: string }): Promise<Guestbook> {
  const id = ZGuestbookId.safeParse(opts.id);
  if (!id.success) throw notFound(GUESTBOOK_NOT_FOUND);
  const guestbook = await db.guestbook.findUnique({ where: { id: id.data } });
  if (!guestbook || guestbook.ownerId !== opts.userId) throw notFound(GUESTBOOK_NOT_FOUND);
  return guestbook;
}

export type TOwnedRecording = Recording & { guestbook: Guestbook; audio: AudioFile };

export async function getOwnedRecording(opts: { id: string; userId: string; guestbookId?: string }): Promise<TOwnedRecording> {
  const id = ZRecordingId.safeParse(opts.id);
  if (!id.success) throw notFound(RECORDING_NOT_FOUND);
  const recording = await db.recording.findUnique({ where: { id: id.data }, include: { guestbook: true, audio: true } });
  if (!recording || recording.guestbook.ownerId !== opts.userId) throw notFound(RECORDING_NOT_FOUND);
  if (opts.guestbookId !== undefined && recording.guestbookId !== opts.guestbookId) throw notFound(RECORDING_NOT_FOUND);
  return recording;
}
