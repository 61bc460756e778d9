// The item counts behind the dashboard tabs; pro guestbooks are only counted for users who have them, pro
// cards always (an ended plan keeps its cards, and their tab, see lib/dashboard/tabs.ts).
import "server-only";
import { db } from "@/lib/db/client";
import { listedGuestbooks } from "@/lib/guestbooks/list-guestbooks";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { canUseProGuestbooks, type TListTab } from "./tabs";

export type TDashboardSummary = Record<TListTab, number>;

export async function getDashboardSummary(options: { user: TAccountHolder & { id: string } }): Promise<TDashboardSummary> {
  const { user } = options;
  const userId = user.id;
  const [guestbooks, audioMessages, subscriptionGuestbooks, subscriptionAudioMessages] = await Promise.all([
    db.guestbook.count({ where: listedGuestbooks({ userId, subscription: false }) }),
    db.personalMessage.count({ where: { ownerId: userId } }),
    canUseProGuestbooks(user) ? db.guestbook.count({ where: { ownerId: userId, isSubscriptionGuestbook: true } }) : 0,
    db.proAudioMessage.count({ where: { creatorId: userId } }),
  ]);
  return {
    guestbooks,
    "audio-messages": audioMessages,
    "subscription-guestbooks": subscriptionGuestbooks,
    "subscription-audio-messages": subscriptionAudioMessages,
  };
}
