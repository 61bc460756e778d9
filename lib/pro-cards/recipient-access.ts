// What the public may do with a pro card (spec 002 sections 4 and 6, decided for the server): nothing
// before it is activated (404 'Audio message page not activated'); once activated, see it while hosted
// (410 HOSTING_ENDED after its year without Forever Hosting); record it and edit its look only from the
// browser that activated it (the recorder cookie), and only until a voice exists; after that it is
// read-only to everyone but its owner, who manages it through the owner routes.
import "server-only";
import { hostingEnded } from "@/lib/cards/card-access";
import { isHostingEnded } from "@/lib/constants/cards";
import type { TVoiceHolder } from "@/lib/cards/serve-card-audio";
import { getCreatorBranding, type TCreatorBranding } from "@/lib/pro-settings/public-pro-settings";
import { ApiError } from "@/lib/http/errors";
import type { TProCardPublicJson } from "@/lib/validation/pro-cards";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";
import { proCardHosting, proCardJson, type TProCardRow } from "./pro-card-json";
import { recorderCookieMatches } from "./recorder-cookie";

type TRecipientFacts = Pick<TProCardRow, "id" | "status" | "audioId" | "expiresAt" | "recorderTokenHash"> & { look: { foreverHosted: boolean } };

export const notActivated = () => new ApiError("NOT_ACTIVATED", PRO_CARD_TEXTS.notActivated);
export const alreadyRecorded = () => new ApiError("ALREADY_RECORDED", PRO_CARD_TEXTS.alreadyRecorded);
export const recorderOnly = () => new ApiError("RECORDER_ONLY", PRO_CARD_TEXTS.recorderOnly);

export function isRecorded(card: Pick<TProCardRow, "status" | "audioId">): boolean {
  return card.audioId !== null || card.status === "recorded";
}

/** Refuses a card whose hosting ended (410), then one not yet activated (404 NOT_ACTIVATED). */
export function assertPublic(card: TRecipientFacts, now: Date = new Date()): void {
  if (isHostingEnded(proCardHosting(card), now)) throw hostingEnded();
  if (card.status === "created") throw notActivated();
}

/** Whether this browser (its recorder cookie for the card) may record and edit the look now. */
export function canRecord(card: TRecipientFacts, cookieValue: string | undefined, now: Date = new Date()): boolean {
  return (
    !isHostingEnded(proCardHosting(card), now) &&
    card.status === "activated" &&
    !isRecorded(card) &&
    recorderCookieMatches(card.id, cookieValue, card.recorderTokenHash)
  );
}

/** As assertPublic, then 409 once a voice exists, then 403 RECORDER_ONLY to any browser but the activating one. */
export function assertRecorder(card: TRecipientFacts, cookieValue: string | undefined, now: Date = new Date()): void {
  assertPublic(card, now);
  if (isRecorded(card)) throw alreadyRecorded();
  if (!recorderCookieMatches(card.id, cookieValue, card.recorderTokenHash)) throw recorderOnly();
}

/** The card's voice as the shared player and download rules read it (lib/cards/card-access.ts). */
export function proCardVoice(card: TProCardRow, viewerId: string | null): TVoiceHolder {
  return {
    ownerId: card.creatorId,
    isActive: card.isActive,
    allowDownload: card.look.allowDownload,
    foreverHosted: card.look.foreverHosted,
    hostedUntil: card.expiresAt,
    hostingEndedAt: null,
    audio: card.audio,
    // The name is the seller's label: only the owner's downloads carry it.
    downloadName: viewerId === card.creatorId ? card.name : card.look.title,
  };
}

/** The public answer for a card this request may see: the card, and whether this browser may record it now. */
export async function proCardPublicJson(
  card: TProCardRow,
  cookieValue: string | undefined,
  /** The creator's branding when already read with the card (the public page's one query). */
  branding?: TCreatorBranding | null,
): Promise<TProCardPublicJson> {
  assertPublic(card);
  return { ...proCardJson(card, branding === undefined ? await getCreatorBranding(card.creatorId) : branding), canRecord: canRecord(card, cookieValue) };
}
