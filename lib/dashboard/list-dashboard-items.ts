// The newest cards of the dashboard's card tabs: the Audio Cards tab's list with its credits, and the
// read-only list of the pro tab. (The guestbook tabs load their lists from GET /api/dashboard-data.)
import "server-only";
import { db } from "@/lib/db/client";
import type { TDashboardCard } from "./card-view";
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

/** The Audio Cards tab: the user's cards with what the list filters and searches on, and the card credits left. */
export async function listDashboardAudioCards(options: { userId: string }): Promise<{ cards: TDashboardCard[]; credits: { free: number; premium: number } }> {
  const { userId } = options;
  const [rows, user] = await Promise.all([
    db.personalMessage.findMany({
      where: { ownerId: userId },
      select: { id: true, name: true, title: true, isActive: true, createdAt: true },
      orderBy,
      take: DASHBOARD_LIST_LIMIT,
    }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { messageCreditsFree: true, messageCreditsPremium: true } }),
  ]);
  return {
    cards: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    credits: { free: user.messageCreditsFree, premium: user.messageCreditsPremium },
  };
}
