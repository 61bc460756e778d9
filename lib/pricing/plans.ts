// The single price and limit table: the server decides prices, tiers and limits from here, and the UI
// displays the same values. Where the specs disagree, the reading taken is written in docs/decisions/.
import { activeTier, type TAccountHolder } from "@/lib/auth/account-type";
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export type TGuestbookTier = {
  idx: 0 | 1 | 2 | 3;
  key: "free" | "medium" | "large" | "xl";
  name: string;
  priceCents: number;
  /** Label of the expected guest count shown in the wizard. */
  guestsLabel: string;
  /** Most recordings a guestbook of this tier keeps playable; later ones are kept but need an upgrade. */
  maxGuests: number;
  /** Longest recording the server accepts, in seconds. */
  maxRecordingSeconds: number;
  /** Stitched audio files a guestbook of this tier may make. */
  stitchesIncluded: number;
  /** Whether the host may set an open and a close date (spec 001: premium tiers only). */
  openCloseDates: boolean;
  badge?: "POPULAR";
  features: string[];
};

export const GUESTBOOK_TIERS: readonly TGuestbookTier[] = [
  {
    idx: 0,
    key: "free",
    name: "Free",
    priceCents: 0,
    guestsLabel: "1-10 guests",
    maxGuests: 10,
    maxRecordingSeconds: 60,
    stitchesIncluded: 1,
    openCloseDates: false,
    features: ["Up to 10 guest recordings", "60-second recordings", "QR code and share link", "Listen and download"],
  },
  {
    idx: 1,
    key: "medium",
    name: "Medium",
    priceCents: 2900,
    guestsLabel: "1-49 guests",
    maxGuests: 49,
    maxRecordingSeconds: 240,
    stitchesIncluded: 5,
    openCloseDates: true,
    badge: "POPULAR",
    features: ["Up to 49 guest recordings", "4-minute recordings", "Custom cover and colours", "Stitch recordings together"],
  },
  {
    idx: 2,
    key: "large",
    name: "Large",
    priceCents: 4900,
    guestsLabel: "50-99 guests",
    maxGuests: 99,
    maxRecordingSeconds: 240,
    stitchesIncluded: 10,
    openCloseDates: true,
    features: ["Up to 99 guest recordings", "4-minute recordings", "Custom cover and colours", "Stitch recordings together"],
  },
  {
    idx: 3,
    key: "xl",
    name: "XL",
    priceCents: 9900,
    guestsLabel: "100+ guests",
    maxGuests: 999,
    maxRecordingSeconds: 240,
    stitchesIncluded: 25,
    openCloseDates: true,
    features: ["Up to 999 guest recordings", "4-minute recordings", "Custom cover and colours", "Stitch recordings together"],
  },
] as const;

export type TMessagePack = {
  key: "free" | "starter" | "standard" | "pro";
  name: string;
  priceCents: number;
  pages: number;
  badge?: "BEST VALUE";
};

/** Audio message page packs as the pricing section shows them (spec 000, section 9). */
export const MESSAGE_PACKS: readonly TMessagePack[] = [
  { key: "free", name: "Free", priceCents: 0, pages: 2 },
  { key: "starter", name: "Starter", priceCents: 1000, pages: 10 },
  { key: "standard", name: "Standard", priceCents: 2000, pages: 30 },
  { key: "pro", name: "Pro", priceCents: 3000, pages: 50, badge: "BEST VALUE" },
] as const;

export type TBusinessPlan = {
  key: "reseller" | "corporate";
  name: string;
  /** null means custom pricing through Contact Sales (and the admin CLI): never sold through checkout. */
  priceCentsPerMonth: number | null;
  /** The subscription tier the plan grants while it is paid for. */
  tier: SubscriptionTier;
  badge?: "RECOMMENDED";
  features: string[];
};

export const BUSINESS_PLANS: readonly TBusinessPlan[] = [
  {
    // "Unlimited guestbooks and pages": both pro areas, which is the Business Pro tier (docs/decisions/pro-accounts.md).
    key: "reseller",
    name: "Reseller",
    priceCentsPerMonth: 9900,
    tier: "combined_pro",
    badge: "RECOMMENDED",
    features: ["Unlimited guestbooks", "Unlimited audio message pages", "Your logo and button colours", "Gift cards with activation codes"],
  },
  {
    key: "corporate",
    name: "Corporate",
    priceCentsPerMonth: null,
    tier: "corporate",
    features: ["Everything in Reseller", "Custom volume and branding", "Dedicated support", "Invoicing"],
  },
] as const;

/** A business plan that can be bought by the month, by its key; null for Corporate or an unknown key. */
export function sellableBusinessPlan(key: string): (TBusinessPlan & { priceCentsPerMonth: number }) | null {
  const plan = BUSINESS_PLANS.find((candidate) => candidate.key === key);
  return plan && plan.priceCentsPerMonth !== null ? { ...plan, priceCentsPerMonth: plan.priceCentsPerMonth } : null;
}

export const FOREVER_HOSTING_PRICE_CENTS = 199;

/** A pro subscriber's guestbook: shown as 'Pro XL', with its own limits and no per-guestbook price. */
export const PRO_GUESTBOOK = {
  label: "Pro XL",
  tierIdx: 3,
  maxGuests: 999,
  maxRecordingSeconds: 300,
  stitchesIncluded: 25,
  openCloseDates: true,
} as const;

/**
 * What a subscription includes of the pro areas: how many pro guestbooks and pro audio cards
 * (audio message pages) an account may hold at once. null is unlimited, as the pricing sells them; 0 is
 * not included. Spec 002 section 6: pro guestbooks for guestbook_reseller, combined_pro and corporate,
 * pro cards for product_seller, combined_pro and corporate; admins have both.
 */
export type TProAllowance = { subscriptionGuestbooks: number | null; audioMessagePages: number | null };

export const PRO_ALLOWANCES: Readonly<Record<SubscriptionTier | "admin" | "none", TProAllowance>> = {
  none: { subscriptionGuestbooks: 0, audioMessagePages: 0 },
  guestbook_reseller: { subscriptionGuestbooks: null, audioMessagePages: 0 },
  product_seller: { subscriptionGuestbooks: 0, audioMessagePages: null },
  combined_pro: { subscriptionGuestbooks: null, audioMessagePages: null },
  corporate: { subscriptionGuestbooks: null, audioMessagePages: null },
  admin: { subscriptionGuestbooks: null, audioMessagePages: null },
};

/** The account's pro allowance now: an ended subscription is none (activeTier). */
export function proAllowance(user: TAccountHolder, now: Date = new Date()): TProAllowance {
  if (user.isAdmin) return PRO_ALLOWANCES.admin;
  return PRO_ALLOWANCES[activeTier(user, now) ?? "none"];
}

/** How many more fit under a limit: null when unlimited, never below 0. */
export function remainingUnder(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

export function guestbookTier(idx: number): TGuestbookTier {
  const tier = GUESTBOOK_TIERS.find((t) => t.idx === idx);
  if (!tier) throw new RangeError(`Unknown guestbook tier index ${idx}`);
  return tier;
}

export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/**
 * What raising a guestbook from one tier to a higher one costs: the difference between the two tiers'
 * prices, since the owner has already paid for the tier they have. null when it is not an upgrade.
 */
export function upgradePriceCents(fromTierIdx: number, newTierIdx: number): number | null {
  const from = GUESTBOOK_TIERS.find((tier) => tier.idx === fromTierIdx);
  const to = GUESTBOOK_TIERS.find((tier) => tier.idx === newTierIdx);
  if (!from || !to || to.idx <= from.idx) return null;
  const cents = to.priceCents - from.priceCents;
  return cents > 0 ? cents : null;
}
