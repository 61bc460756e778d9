// Finding a pro card: by anyone (the public page, activation, recording, its audio) or by its owner, for
// whom another user's card answers 404 exactly like a missing one, so ids cannot be probed.
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { ZProCardId } from "@/lib/validation/pro-cards";
import { PRO_CARD_TEXTS } from "./defaults";
import type { TProCardRow } from "./pro-card-json";

export async function findProCard(id: string): Promise<TProCardRow | null> {
  if (!ZProCardId.safeParse(id).success) return null;
  return db.proAudioMessage.findUnique({ where: { id }, include: { audio: true } });
}

export async function getProCard(id: string): Promise<TProCardRow> {
  const card = await findProCard(id);
  if (!card) throw notFound(PRO_CARD_TEXTS.notFound);
  return card;
}

export async function getOwnedProCard(opts: { id: string; userId: string }): Promise<TProCardRow> {
  const card = await findProCard(opts.id);
  if (!card || card.creatorId !== opts.userId) throw notFound(PRO_CARD_TEXTS.notFound);
  return card;
}
