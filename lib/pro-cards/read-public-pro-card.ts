// The one server read behind /audio/{id}, its metadata and its preview image: the pro card as the public
// API answers it (lib/pro-cards/recipient-access.ts), so the page and GET /api/subscription-audio-messages/{id}
// agree on what a visitor may see. The recorder cookie is scoped to /api, so the page never knows whether
// this browser may record: it renders canRecord false and the browser asks the API (ProCardRecipient).
import "server-only";
import { cache } from "react";
import { isHostingEnded } from "@/lib/constants/cards";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";
import { cardFinder } from "@/lib/cards/find-card";
import { requireLook } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";
import { proCardHosting, proCardJson } from "@/lib/pro-cards/pro-card-json";
import { CREATOR_LOGO_SELECT, creatorBranding } from "@/lib/pro-settings/public-pro-settings";
import type { TProCardJson, TProCardPublicJson } from "@/lib/validation/pro-cards";

export type TPublicProCardState =
  | { kind: "missing" }
  /** Not activated yet: nothing of the card is shown (the API answers 404 NOT_ACTIVATED). */
  | { kind: "notActivated"; id: string }
  /** The year passed without Forever Hosting: the look is shown with the notice, never the voice. */
  | { kind: "hostingEnded"; card: TProCardJson; contentType: null }
  | { kind: "card"; card: TProCardPublicJson; contentType: string | null };

// The card, its voice, its look and its creator's branding in one query (relation joins).
const readRow = cardFinder({
  load: async (id) => {
    const card = await db.proAudioMessage.findUnique({ where: { id }, include: { audio: true, look: true, creator: { select: CREATOR_LOGO_SELECT } } });
    return card && requireLook(card);
  },
  ownerOf: (card) => card.creatorId,
  notFound: PRO_CARD_TEXTS.notFound,
}).find;

async function readPublicProCard(id: string, now: Date = new Date()): Promise<TPublicProCardState> {
  const found = await readRow(id);
  if (!found) return { kind: "missing" };
  const { creator, ...row } = found;
  const branding = creatorBranding(creator);
  if (isHostingEnded(proCardHosting(row), now)) {
    return { kind: "hostingEnded", card: proCardJson(row, branding, now), contentType: null };
  }
  if (row.status === "created") return { kind: "notActivated", id: row.id };
  return { kind: "card", card: await proCardPublicJson(row, undefined, branding), contentType: row.audio?.originalMime ?? null };
}

/** Memoised per request: the page and its metadata share one database read. */
export const loadPublicProCard = cache((id: string) => readPublicProCard(id));
