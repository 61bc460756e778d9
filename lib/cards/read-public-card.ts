// The one server read behind the public card page, its metadata and its preview image: the card's one
// JSON shape (lib/cards/card-json.ts, which never holds the owner's email or storage keys), so the page
// judges hosting by the stored hostedUntil and the sweep's mark exactly as the card's API does.
import "server-only";
import { cache } from "react";
import { cardJson } from "@/lib/cards/card-json";
import { findCard } from "@/lib/cards/find-card";
import type { TCardJson } from "@/lib/validation/cards";

export type TPublicCard = TCardJson & {
  /** Compared with the signed-in user, so the page can offer its owner what only the owner may do. */
  ownerId: string;
  contentType: string | null;
};

async function readPublicCard(id: string, now: Date = new Date()): Promise<TPublicCard | null> {
  const row = await findCard(id);
  if (!row) return null;
  return { ...cardJson(row, now), ownerId: row.ownerId, contentType: row.audio?.originalMime ?? null };
}

/** Memoised per request: the page and its metadata share one database read. */
export const loadPublicCard = cache((id: string) => readPublicCard(id));
