// Everything the dashboard's lists show, in one answer: the user's guestbooks, their pro guestbooks
// with the pro counters, and the card lists (built with the cards; empty until then).
import "server-only";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { listGuestbooks } from "@/lib/guestbooks/list-guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { PRO_GUESTBOOK_LIMIT } from "@/lib/pricing/plans";
import { canUseProGuestbooks } from "./tabs";

export type TDashboardDataJson = {
  guestbooks: TGuestbookJson[];
  subscriptionGuestbooks: TGuestbookJson[];
  audioMessages: never[];
  subscriptionAudioMessages: never[];
  subscriptionInfo: { subscriptionGuestbooksCreated: number; subscriptionGuestbooksLimit: number | null };
};

export async function getDashboardData(options: { user: TAccountHolder & { id: string } }): Promise<TDashboardDataJson> {
  const { user } = options;
  const pro = canUseProGuestbooks(user);
  const [guestbooks, subscriptionGuestbooks] = await Promise.all([
    listGuestbooks({ userId: user.id, subscription: false }),
    pro ? listGuestbooks({ userId: user.id, subscription: true }) : Promise.resolve([]),
  ]);
  return {
    guestbooks,
    subscriptionGuestbooks,
    audioMessages: [],
    subscriptionAudioMessages: [],
    subscriptionInfo: {
      // The pro limit counts the pro guestbooks that exist, as creation does (create-subscription-guestbook).
      subscriptionGuestbooksCreated: subscriptionGuestbooks.length,
      subscriptionGuestbooksLimit: pro ? PRO_GUESTBOOK_LIMIT : 0,
    },
  };
}
