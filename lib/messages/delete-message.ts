// The sender deletes a quick message they saved while signed in: the row, then its voice's files and its
// preview pictures (one a language). Another user's message, and a visitor's (no owner: nobody can prove it is theirs),
// answer 404 like a missing one; only an admin may remove any message (a report of abuse, a takedown).
import "server-only";
import { deleteAudio, removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { findMessageRow } from "./public-message";
import { messagePreviewKeys } from "./preview-keys";

export async function deleteMessage(opts: { id: string; userId: string; isAdmin: boolean }): Promise<void> {
  const message = await findMessageRow(opts.id);
  if (!message || (message.ownerId !== opts.userId && !opts.isAdmin)) throw notFound("Message not found");
  const { count } = await db.audioMessage.deleteMany({ where: { id: message.id, ...(opts.isAdmin ? {} : { ownerId: opts.userId }) } });
  // Deleted meanwhile by another request, which removes the files itself.
  if (count === 0) return;
  await deleteAudio([message.audioId]);
  await removeFiles(messagePreviewKeys(message));
}
