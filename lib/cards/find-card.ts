// Finding a card: by anyone (the public page and its audio) or by its owner, for whom another user's
// card answers 404 exactly like a missing one, so ids cannot be probed. Admins manage only their own.
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { ZCardId } from "@/lib/validation/cards";
import type { TCardRow } from "./card-json";
import { CARD_TEXTS } from "./defaults";

export async function findCard(id: string): Promise<TCardRow | null> {
  if (!ZCardId.safeParse(id).success) return null;
  return db.personalMessage.findUnique({ where: { id }, include: { audio: true } });
}

export async function getCard(id: string): Promise<TCardRow> {
  const card = await findCard(id);
  if (!card) throw notFound(CARD_TEXTS.notFound);
  return card;
}

export async function getOwnedCard(opts: { id: string; userId: string }): Promise<TCardRow> {
  const card = await findCard(opts.id);
  if (!card || card.ownerId !== opts.userId) throw notFound(CARD_TEXTS.notFound);
  return card;
}
