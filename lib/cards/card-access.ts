// Who may hear and save a card's voice (spec 002 sections 3 and 5): its owner always plays it, and
// downloads it when downloads are allowed; anyone else only while the card is active and its hosting has
// not ended, and downloads only when they are allowed too.
import { ApiError } from "@/lib/http/errors";
import { CARD_TEXTS, isHostingEnded } from "@/lib/constants/cards";

export type TCardAccessFacts = {
  ownerId: string;
  isActive: boolean;
  allowDownload: boolean;
  foreverHosted: boolean;
  hostedUntil: Date | null;
  hostingEndedAt: Date | null;
};

export const hostingEnded = () => new ApiError("HOSTING_ENDED", CARD_TEXTS.hostingEnded);
const unavailable = () => new ApiError("FORBIDDEN", CARD_TEXTS.unavailable);
const downloadNotAllowed = () => new ApiError("FORBIDDEN", CARD_TEXTS.downloadNotAllowed);

export function assertCanPlay(card: TCardAccessFacts, viewerId: string | null, now: Date = new Date()): void {
  if (viewerId === card.ownerId) return;
  if (!card.isActive) throw unavailable();
  if (isHostingEnded(card, now)) throw hostingEnded();
}

export function assertCanDownload(card: TCardAccessFacts, viewerId: string | null, now: Date = new Date()): void {
  if (viewerId !== card.ownerId) assertCanPlay(card, viewerId, now);
  if (!card.allowDownload) throw downloadNotAllowed();
}
