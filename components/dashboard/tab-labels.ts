import type { TDashboardTab } from "@/lib/dashboard/tabs";

export const TAB_LABELS: Record<TDashboardTab, string> = {
  guestbooks: "Audio Guestbooks",
  "audio-messages": "Audio Cards",
  "subscription-guestbooks": "Pro Audio Guestbooks",
  "subscription-audio-messages": "Pro Audio Cards",
  settings: "Account Settings",
};
