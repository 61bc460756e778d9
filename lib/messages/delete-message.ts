// The sender deletes a quick message they saved while signed in: the row, then its voice's files and its
// preview image. A visitor's message (no owner) and another user's answer 404 like a missing one.
import "server-only";
import { deleteAudio, removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { findMessageRow } from "./public-message";

export async function deleteMessage(opts: { id: string; userId: string }): Promise<void> {
  const message = await findMessageRow(opts.id);
  if (!message || message.ownerId !== opts.userId) throw notFound("Message not found");
  await db.audioMessage.deleteMany({ where: { id: message.id, ownerId: opts.userId } });
  await deleteAudio([message.audioId]);
  if (message.previewKey) await removeFiles([message.previewKey]);
}
