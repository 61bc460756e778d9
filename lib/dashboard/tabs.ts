// Which dashboard tabs a user has and which one a `?tab=` value opens (spec 001 /dashboard, spec 002 roles).
import { activeTier, type TAccountHolder } from "@/lib/auth/account-type";
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export const DASHBOARD_TABS = [
  "guestbooks",
  "audio-messages",
  "subscription-guestbooks",
  "subscription-audio-messages",
  "settings",
] as const;

export type TDashboardTab = (typeof DASHBOARD_TABS)[number];
export type TListTab = Exclude<TDashboardTab, "settings">;

const PRO_GUESTBOOK_TIERS = new Set<SubscriptionTier>(["guestbook_reseller", "combined_pro", "corporate"]);
const PRO_CARD_TIERS = new Set<SubscriptionTier>(["product_seller", "combined_pro", "corporate"]);

function hasTierIn(user: TAccountHolder, tiers: Set<SubscriptionTier>): boolean {
  const tier = activeTier(user);
  return user.isAdmin || (tier !== null && tiers.has(tier));
}

export function canUseProGuestbooks(user: TAccountHolder): boolean {
  return hasTierIn(user, PRO_GUESTBOOK_TIERS);
}

export function canUseProCards(user: TAccountHolder): boolean {
  return hasTierIn(user, PRO_CARD_TIERS);
}

export function visibleTabs(user: TAccountHolder): TDashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => {
    if (tab === "subscription-guestbooks") return canUseProGuestbooks(user);
    if (tab === "subscription-audio-messages") return canUseProCards(user);
    return true;
  });
}

/** An unknown value, or a pro tab the user does not have, opens the guestbooks tab. */
export function resolveTab(value: string | string[] | undefined, user: TAccountHolder): TDashboardTab {
  const requested = Array.isArray(value) ? value[0] : value;
  const tabs = visibleTabs(user);
  return tabs.find((tab) => tab === requested) ?? "guestbooks";
}

/**
 * The tabs in their sections (spec 001 /dashboard): guestbooks and cards, then the pro tabs the user
 * has, then settings. Empty sections are left out.
 */
export function tabSections(tabs: readonly TDashboardTab[]): TDashboardTab[][] {
  const sections: TDashboardTab[][] = [
    tabs.filter((tab) => tab === "guestbooks" || tab === "audio-messages"),
    tabs.filter((tab) => tab === "subscription-guestbooks" || tab === "subscription-audio-messages"),
    tabs.filter((tab) => tab === "settings"),
  ];
  return sections.filter((section) => section.length > 0);
}

export function tabHref(tab: TDashboardTab): string {
  return tab === "guestbooks" ? "/dashboard" : `/dashboard?tab=${tab}`;
}
