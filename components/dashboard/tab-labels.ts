import type { TDashboardTab } from "@/lib/dashboard/tabs";

export const TAB_LABELS: Record<TDashboardTab, string> = {
  guestbooks: "Audio Guestbooks",
  "audio-messages": "Audio Cards",
  "subscription-guestbooks": "Pro Audio Guestbooks",
  "subscription-audio-messages": "Pro Audio Cards",
  settings: "Account Settings",
};

/** The document title of each tab, shared by the page's metadata and the tabs' safety net. */
export function dashboardTitle(tab: TDashboardTab): string {
  return tab === "guestbooks" ? "Dashboard - Echobook" : `${TAB_LABELS[tab]} - Dashboard - Echobook`;
}
