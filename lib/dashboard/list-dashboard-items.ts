// The newest items of one dashboard list tab, reduced to what the read-only list shows.
import "server-only";
import { db } from "@/lib/db/client";
import type { TListTab } from "./tabs";

export type TDashboardItem = { id: string; name: string; createdAt: Date };

export const DASHBOARD_LIST_LIMIT = 100;

const select = { id: true, name: true, createdAt: true } as const;
const orderBy = { createdAt: "desc" } as const;

export async function listDashboardItems(options: { userId: string; tab: TListTab }): Promise<TDashboardItem[]> {
  const { userId, tab } = options;
  const take = DASHBOARD_LIST_LIMIT;
  switch (tab) {
    case "guestbooks":
      return db.guestbook.findMany({ where: { ownerId: userId, isSubscriptionGuestbook: false }, select, orderBy, take });
    case "subscription-guestbooks":
      return db.guestbook.findMany({ where: { ownerId: userId, isSubscriptionGuestbook: true }, select, orderBy, take });
    case "audio-messages":
      return db.personalMessage.findMany({ where: { ownerId: userId }, select, orderBy, take });
    case "subscription-audio-messages":
      return db.proAudioMessage.findMany({ where: { creatorId: userId }, select, orderBy, take });
  }
}
