// Deleting a card removes its row, then its voice and the voice's files (original and MP3). Its checkouts
// keep their payment with the card id cleared; its ledger entries keep the id as history.
import "server-only";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { getOwnedCard } from "./find-card";

export async function deleteCard(opts: { id: string; userId: string }): Promise<void> {
  const card = await getOwnedCard(opts);
  // deleteMany: a second delete running at once finds nothing and still answers as the first did.
  await db.personalMessage.deleteMany({ where: { id: card.id, ownerId: opts.userId } });
  if (card.audioId) await deleteAudio([card.audioId]);
}
