// The item counts behind the dashboard tabs; pro areas are only counted for users who have them.
import "server-only";
import { db } from "@/lib/db/client";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { canUseProCards, canUseProGuestbooks, type TListTab } from "./tabs";

export type TDashboardSummary = Record<TListTab, number>;

export async function getDashboardSummary(options: { user: TAccountHolder & { id: string } }): Promise<TDashboardSummary> {
  const { user } = options;
  const userId = user.id;
  const [guestbooks, audioMessages, subscriptionGuestbooks, subscriptionAudioMessages] = await Promise.all([
    db.guestbook.count({ where: { ownerId: userId, isSubscriptionGuestbook: false } }),
    db.personalMessage.count({ where: { ownerId: userId } }),
    canUseProGuestbooks(user) ? db.guestbook.count({ where: { ownerId: userId, isSubscriptionGuestbook: true } }) : 0,
    canUseProCards(user) ? db.proAudioMessage.count({ where: { creatorId: userId } }) : 0,
  ]);
  return {
    guestbooks,
    "audio-messages": audioMessages,
    "subscription-guestbooks": subscriptionGuestbooks,
    "subscription-audio-messages": subscriptionAudioMessages,
  };
}
