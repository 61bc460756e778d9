// Which dashboard tabs a user has and which one a `?tab=` value opens (spec 001 /dashboard, spec 002 roles).
import type { TAccountHolder } from "@/lib/auth/account-type";
import { proAllowance } from "@/lib/pricing/plans";

export const DASHBOARD_TABS = ["guestbooks", "audio-messages", "subscription-guestbooks", "subscription-audio-messages", "settings"] as const;

export type TDashboardTab = (typeof DASHBOARD_TABS)[number];
export type TListTab = Exclude<TDashboardTab, "settings">;

// Who has a pro area is the pricing table's allowance (lib/pricing/plans.ts): included is anything but 0.
export function canUseProGuestbooks(user: TAccountHolder): boolean {
  return proAllowance(user).subscriptionGuestbooks !== 0;
}

export function canUseProCards(user: TAccountHolder): boolean {
  return proAllowance(user).audioMessagePages !== 0;
}

/** What the user holds that keeps a tab: pro cards stay theirs to manage after the plan ends (DECISIONS). */
type THoldings = { proCards?: number };

export function visibleTabs(user: TAccountHolder, holds: THoldings = {}): TDashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => {
    if (tab === "subscription-guestbooks") return canUseProGuestbooks(user);
    if (tab === "subscription-audio-messages") return canUseProCards(user) || (holds.proCards ?? 0) > 0;
    return true;
  });
}

/** An unknown value, or a pro tab the user does not have, opens the guestbooks tab. */
export function resolveTab(value: string | string[] | undefined, user: TAccountHolder, holds: THoldings = {}): TDashboardTab {
  const requested = Array.isArray(value) ? value[0] : value;
  const tabs = visibleTabs(user, holds);
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
