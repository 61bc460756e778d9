// The owner's calls (list, manage, change, delete): another user's card answers 404 like a missing one.
// The owner manages a card at any time, whatever its state and whether or not the subscription that
// made it is still in force; deleting removes its voice and files, and its checkouts keep their payment
// with the card id cleared.
import "server-only";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { CARD_INCLUDE } from "@/lib/cards/card-json";
import { requireLook, withLookChanges } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { getCreatorBranding } from "@/lib/pro-settings/public-pro-settings";
import { getProUsage } from "@/lib/pricing/pro-usage";
import type { TProCardManageUpdate, TProCardOwnerJson, TProUsage } from "@/lib/validation/pro-cards";
import { getOwnedProCard } from "./find-pro-card";
import { proCardOwnerJson } from "./pro-card-json";

export async function listProCards(user: TAccountHolder & { id: string }): Promise<{ messages: TProCardOwnerJson[]; usage: TProUsage }> {
  const [cards, branding, usage] = await Promise.all([
    db.proAudioMessage.findMany({ where: { creatorId: user.id }, include: CARD_INCLUDE, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    getCreatorBranding(user.id),
    getProUsage(user),
  ]);
  const now = new Date();
  return { messages: cards.map((card) => proCardOwnerJson(requireLook(card), branding, now)), usage };
}

export async function getOwnedProCardJson(opts: { id: string; userId: string }): Promise<TProCardOwnerJson> {
  const card = await getOwnedProCard(opts);
  return proCardOwnerJson(card, await getCreatorBranding(card.creatorId));
}

export async function updateProCard(opts: { id: string; userId: string; changes: TProCardManageUpdate }): Promise<TProCardOwnerJson> {
  const card = await getOwnedProCard(opts);
  const updated = await db.proAudioMessage.update({ where: { id: card.id }, data: withLookChanges(opts.changes), include: CARD_INCLUDE });
  return proCardOwnerJson(requireLook(updated), await getCreatorBranding(card.creatorId));
}

export async function deleteProCard(opts: { id: string; userId: string }): Promise<void> {
  const card = await getOwnedProCard(opts);
  // deleteMany: a second delete running at once finds nothing and still answers as the first did.
  await db.proAudioMessage.deleteMany({ where: { id: card.id, creatorId: opts.userId } });
  if (card.audioId) await deleteAudio([card.audioId]);
}
