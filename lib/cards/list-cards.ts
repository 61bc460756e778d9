// The caller's cards, newest first (the dashboard's Audio Cards tab sorts and filters them itself).
import "server-only";
import { db } from "@/lib/db/client";
import type { TCardJson } from "@/lib/validation/cards";
import { CARD_INCLUDE, cardJson } from "./card-json";
import { requireLook } from "./look-row";

export async function listCards(ownerId: string): Promise<TCardJson[]> {
  const cards = await db.personalMessage.findMany({ where: { ownerId }, include: CARD_INCLUDE, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const now = new Date();
  return cards.map((card) => cardJson(requireLook(card), now));
}
