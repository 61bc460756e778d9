// The owner changes a card's name, look, download permission or Forever Hosting offer.
import "server-only";
import { db } from "@/lib/db/client";
import type { TCardUpdate } from "@/lib/validation/cards";
import { CARD_INCLUDE, type TCardRow } from "./card-json";
import { getOwnedCard } from "./find-card";
import { requireLook, withLookChanges } from "./look-row";

export async function updateCard(opts: { id: string; userId: string; changes: TCardUpdate }): Promise<TCardRow> {
  const card = await getOwnedCard({ id: opts.id, userId: opts.userId });
  return requireLook(await db.personalMessage.update({ where: { id: card.id }, data: withLookChanges(opts.changes), include: CARD_INCLUDE }));
}
