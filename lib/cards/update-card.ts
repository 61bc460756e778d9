// The owner changes a card's name, look, download permission or Forever Hosting offer.
import "server-only";
import { db } from "@/lib/db/client";
import type { TCardUpdate } from "@/lib/validation/cards";
import type { TCardRow } from "./card-json";
import { getOwnedCard } from "./find-card";

export async function updateCard(opts: { id: string; userId: string; changes: TCardUpdate }): Promise<TCardRow> {
  const card = await getOwnedCard({ id: opts.id, userId: opts.userId });
  return db.personalMessage.update({ where: { id: card.id }, data: opts.changes, include: { audio: true } });
}
