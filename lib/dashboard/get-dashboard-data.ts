// Everything the dashboard's lists show, in one answer: the user's guestbooks, their pro guestbooks
// with the pro counters, and the card lists (built with the cards; empty until then).
import "server-only";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { listGuestbooks } from "@/lib/guestbooks/list-guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { getProUsage } from "@/lib/pricing/pro-usage";
import type { TProUsage } from "@/lib/validation/pro-cards";
import { canUseProGuestbooks } from "./tabs";

export type TDashboardDataJson = {
  guestbooks: TGuestbookJson[];
  subscriptionGuestbooks: TGuestbookJson[];
  audioMessages: never[];
  subscriptionAudioMessages: never[];
  subscriptionInfo: TProUsage;
};

export async function getDashboardData(options: { user: TAccountHolder & { id: string } }): Promise<TDashboardDataJson> {
  const { user } = options;
  const pro = canUseProGuestbooks(user);
  const [guestbooks, subscriptionGuestbooks, subscriptionInfo] = await Promise.all([
    listGuestbooks({ userId: user.id, subscription: false }),
    pro ? listGuestbooks({ userId: user.id, subscription: true }) : Promise.resolve([]),
    // The counters the creations check against (lib/pricing/pro-usage.ts).
    getProUsage(user),
  ]);
  return { guestbooks, subscriptionGuestbooks, audioMessages: [], subscriptionAudioMessages: [], subscriptionInfo };
}
