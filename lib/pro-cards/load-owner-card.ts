// The owner's card for a manage page (/manage-audio-message/{id}, /manage-pro-audio-message/{id}), read on
// the server: a signed-out visitor goes to sign in and comes back, a missing or another user's id is the
// route's 404 page.
import "server-only";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/lib/auth/require-page-user";
import type { TSessionUser } from "@/lib/auth/session";
import { CARD_INCLUDE, cardJson } from "@/lib/cards/card-json";
import { requireLook } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { getOwnedProCardJson } from "@/lib/pro-cards/owner-pro-cards";
import { ZCardId, type TCardJson } from "@/lib/validation/cards";
import type { TProCardOwnerJson } from "@/lib/validation/pro-cards";

async function loadFor<T>(find: (user: TSessionUser) => Promise<T | null>): Promise<{ card: T; user: TSessionUser }> {
  const user = await requirePageUser();
  const card = await find(user);
  if (!card) notFound();
  return { card, user };
}

export function loadOwnerCard(id: string): Promise<{ card: TCardJson; user: TSessionUser }> {
  return loadFor(async (user) => {
    const row = ZCardId.safeParse(id).success ? await db.personalMessage.findUnique({ where: { id }, include: CARD_INCLUDE }) : null;
    return row && row.ownerId === user.id ? cardJson(requireLook(row)) : null;
  });
}

export function loadOwnerProCard(id: string): Promise<{ card: TProCardOwnerJson; user: TSessionUser }> {
  return loadFor(async (user) => {
    if (!ZCardId.safeParse(id).success) return null;
    try {
      return await getOwnedProCardJson({ id, userId: user.id });
    } catch (error) {
      // Missing and another user's card alike (lib/pro-cards/find-pro-card.ts).
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}
