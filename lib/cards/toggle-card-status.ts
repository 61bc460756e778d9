// The owner takes a card offline or back online: inactive, its public page says 'Message Temporarily
// Unavailable' and its audio is refused to everyone but the owner.
import "server-only";
import { db } from "@/lib/db/client";
import { CARD_INCLUDE, type TCardRow } from "./card-json";
import { getOwnedCard } from "./find-card";
import { requireLook } from "./look-row";

export async function toggleCardStatus(opts: { id: string; userId: string; isActive: boolean }): Promise<TCardRow> {
  const card = await getOwnedCard({ id: opts.id, userId: opts.userId });
  return requireLook(await db.personalMessage.update({ where: { id: card.id }, data: { isActive: opts.isActive }, include: CARD_INCLUDE }));
}
