// What the family may see of a guestbook's takes (issue 50): the listening page and its API, the montage,
// the keepsake book, the family's "download all" and the venue wall all ask this one module. A take is
// shown when the host has not hidden it, it holds one of the tier's places (guest-places.ts), and, when
// the guestbook asks for approval, the host has approved it. The host's own list, playback and chosen
// downloads see every take.
import "server-only";
import type { Guestbook, Prisma } from "@/lib/generated/prisma/client";
import { holdsAPlace, MIN_PLACE_HOLDING_MS } from "@/lib/guestbooks/place-rule";

/** The where-clause of every take the family may see or hear (add `guestbookId` to it). */
export const SHOWN_TO_FAMILY = {
  listed: true,
  approved: true,
  requiresUpgrade: false,
  audio: { durationMs: { gte: MIN_PLACE_HOLDING_MS } },
} satisfies Prisma.RecordingWhereInput;

type TVisibilityFields = { listed: boolean; approved: boolean; requiresUpgrade: boolean; audio: { durationMs: number | null } };

/** The same rule for a row already loaded (with its audio): true when SHOWN_TO_FAMILY would select it. */
export function shownToFamily(recording: TVisibilityFields): boolean {
  const { listed, approved, requiresUpgrade, audio } = recording;
  return listed && approved && !requiresUpgrade && holdsAPlace(audio.durationMs);
}

/** A new take is approved at once unless its guestbook asks the host to approve each one first. */
export function approvedOnArrival(guestbook: Pick<Guestbook, "moderation">): boolean {
  return guestbook.moderation !== "approve";
}
