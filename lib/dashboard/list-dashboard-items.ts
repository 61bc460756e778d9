// The newest cards of one dashboard card tab, reduced to what the read-only list shows. (The guestbook
// tabs load their lists from GET /api/dashboard-data.)
import "server-only";
import { db } from "@/lib/db/client";
import type { TListTab } from "./tabs";

export type TCardTab = Extract<TListTab, "audio-messages" | "subscription-audio-messages">;
export type TDashboardItem = { id: string; name: string; createdAt: Date };

export const DASHBOARD_LIST_LIMIT = 100;

const select = { id: true, name: true, createdAt: true } as const;
const orderBy = { createdAt: "desc" } as const;

export async function listDashboardCards(options: { userId: string; tab: TCardTab }): Promise<TDashboardItem[]> {
  const { userId, tab } = options;
  const take = DASHBOARD_LIST_LIMIT;
  if (tab === "audio-messages") return db.personalMessage.findMany({ where: { ownerId: userId }, select, orderBy, take });
  return db.proAudioMessage.findMany({ where: { creatorId: userId }, select, orderBy, take });
}
