// The caller's cards, newest first (the dashboard's Audio Cards tab sorts and filters them itself).
import "server-only";
import { db } from "@/lib/db/client";
import type { TCardJson } from "@/lib/validation/cards";
import { cardJson } from "./card-json";

export async function listCards(ownerId: string): Promise<TCardJson[]> {
  const cards = await db.personalMessage.findMany({ where: { ownerId }, include: { audio: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  const now = new Date();
  return cards.map((card) => cardJson(card, now));
}
