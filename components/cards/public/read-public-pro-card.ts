// The one server read behind /audio/{id}, its metadata and its preview image: the pro card as the public
// API answers it (lib/pro-cards/recipient-access.ts), so the page and GET /api/subscription-audio-messages/{id}
// agree on what a visitor may see. The recorder cookie is scoped to /api, so the page never knows whether
// this browser may record: it renders canRecord false and the browser asks the API (ProCardRecipient).
import "server-only";
import { cache } from "react";
import { isHostingEnded } from "@/lib/cards/defaults";
import { proCardPublicJson } from "@/lib/pro-cards/recipient-access";
import { findProCard } from "@/lib/pro-cards/find-pro-card";
import { proCardHosting, proCardJson } from "@/lib/pro-cards/pro-card-json";
import { getCreatorBranding } from "@/lib/pro-settings/public-pro-settings";
import type { TProCardJson, TProCardPublicJson } from "@/lib/validation/pro-cards";

export type TPublicProCardState =
  | { kind: "missing" }
  /** Not activated yet: nothing of the card is shown (the API answers 404 NOT_ACTIVATED). */
  | { kind: "notActivated"; id: string }
  /** The year passed without Forever Hosting: the look is shown with the notice, never the voice. */
  | { kind: "hostingEnded"; card: TProCardJson; contentType: null }
  | { kind: "card"; card: TProCardPublicJson; contentType: string | null };

async function readPublicProCard(id: string, now: Date = new Date()): Promise<TPublicProCardState> {
  const row = await findProCard(id);
  if (!row) return { kind: "missing" };
  if (isHostingEnded(proCardHosting(row), now)) {
    return { kind: "hostingEnded", card: proCardJson(row, await getCreatorBranding(row.creatorId), now), contentType: null };
  }
  if (row.status === "created") return { kind: "notActivated", id: row.id };
  return { kind: "card", card: await proCardPublicJson(row, undefined), contentType: row.audio?.originalMime ?? null };
}

/** Memoised per request: the page and its metadata share one database read. */
export const loadPublicProCard = cache((id: string) => readPublicProCard(id));
