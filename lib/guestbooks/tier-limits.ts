// A guestbook's limits come from its tier in the one price table; a pro subscriber's guestbook has its own.
import { GUESTBOOK_TIERS, PRO_GUESTBOOK, guestbookTier } from "@/lib/pricing/plans";

export type TGuestbookLimits = {
  tierKey: (typeof GUESTBOOK_TIERS)[number]["key"];
  tierName: string;
  maxGuests: number;
  maxRecordingSeconds: number;
  stitchesIncluded: number;
  openCloseDates: boolean;
  priceCents: number;
};

export function guestbookLimits(guestbook: { tierIdx: number; isSubscriptionGuestbook: boolean }): TGuestbookLimits {
  if (guestbook.isSubscriptionGuestbook) {
    return {
      tierKey: guestbookTier(PRO_GUESTBOOK.tierIdx).key,
      tierName: PRO_GUESTBOOK.label,
      maxGuests: PRO_GUESTBOOK.maxGuests,
      maxRecordingSeconds: PRO_GUESTBOOK.maxRecordingSeconds,
      stitchesIncluded: PRO_GUESTBOOK.stitchesIncluded,
      openCloseDates: PRO_GUESTBOOK.openCloseDates,
      priceCents: 0,
    };
  }
  const tier = guestbookTier(guestbook.tierIdx);
  return {
    tierKey: tier.key,
    tierName: tier.name,
    maxGuests: tier.maxGuests,
    maxRecordingSeconds: tier.maxRecordingSeconds,
    stitchesIncluded: tier.stitchesIncluded,
    openCloseDates: tier.openCloseDates,
    priceCents: tier.priceCents,
  };
}
