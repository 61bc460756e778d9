// Everything the dashboard's lists show, in one answer: the user's guestbooks, their pro guestbooks,
// their audio cards, their pro audio cards (with codes and states) and the pro counters.
import "server-only";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { listGuestbooks } from "@/lib/guestbooks/list-guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TProUsage } from "@/lib/validation/pro-cards";
import type { TDashboardCard, TDashboardProCard } from "./card-view";
import { listDashboardAudioCards, listDashboardProCards } from "./list-dashboard-items";
import { canUseProGuestbooks } from "./tabs";

export type TDashboardDataJson = {
  guestbooks: TGuestbookJson[];
  subscriptionGuestbooks: TGuestbookJson[];
  audioMessages: TDashboardCard[];
  subscriptionAudioMessages: TDashboardProCard[];
  subscriptionInfo: TProUsage;
};

export async function getDashboardData(options: { user: TAccountHolder & { id: string } }): Promise<TDashboardDataJson> {
  const { user } = options;
  const pro = canUseProGuestbooks(user);
  const [guestbooks, subscriptionGuestbooks, audioCards, proCards] = await Promise.all([
    listGuestbooks({ userId: user.id, subscription: false }),
    pro ? listGuestbooks({ userId: user.id, subscription: true }) : Promise.resolve([]),
    listDashboardAudioCards({ userId: user.id }),
    // The pro cards a user holds (also after the plan ended: they still manage them) and the counters
    // the creations check against (lib/pricing/pro-usage.ts).
    listDashboardProCards({ user }),
  ]);
  return {
    guestbooks,
    subscriptionGuestbooks,
    audioMessages: audioCards.cards,
    subscriptionAudioMessages: proCards.cards,
    subscriptionInfo: proCards.usage,
  };
}
