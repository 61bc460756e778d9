// The cards of the dashboard's card tabs: the Audio Cards tab's every card with its credits, and the Pro Audio
// Cards tab's with their codes and the pro counters. (The guestbook tabs load their lists from
// GET /api/dashboard-data.)
import "server-only";
import { requireLook } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { listProCards } from "@/lib/pro-cards/owner-pro-cards";
import type { TProUsage } from "@/lib/validation/pro-cards";
import type { TDashboardCard, TDashboardProCard, TDashboardQuickMessage } from "./card-view";

const QUICK_MESSAGES_LIMIT = 100;

const orderBy = { createdAt: "desc" } as const;

/**
 * The Audio Cards tab: every card of the user (spec 002: search, sort and filter run in the browser, so a
 * newest-100 cut left older cards out of reach; five short columns a card), the card credits left, and
 * their newest quick messages.
 */
export async function listDashboardAudioCards(options: {
  userId: string;
}): Promise<{ cards: TDashboardCard[]; credits: { free: number; premium: number }; quickMessages: TDashboardQuickMessage[] }> {
  const { userId } = options;
  const [rows, user, quickMessages] = await Promise.all([
    db.personalMessage.findMany({
      where: { ownerId: userId },
      select: { id: true, name: true, look: { select: { title: true } }, isActive: true, createdAt: true },
      orderBy,
    }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { messageCreditsFree: true, messageCreditsPremium: true } }),
    listDashboardQuickMessages({ userId }),
  ]);
  return {
    quickMessages,
    cards: rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: requireLook(row).look.title,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
    })),
    credits: { free: user.messageCreditsFree, premium: user.messageCreditsPremium },
  };
}

/**
 * The Pro Audio Cards tab: every pro card the user holds (a seller prints and sorts them all, so no
 * newest-100 cut) with its code, and the pro counters. Active is activated or recorded (spec 002).
 */
export async function listDashboardProCards(options: { user: TAccountHolder & { id: string } }): Promise<{ cards: TDashboardProCard[]; usage: TProUsage }> {
  const { messages, usage } = await listProCards(options.user);
  const cards = messages.map((card) => ({
    id: card.messageId,
    name: card.name,
    title: card.title,
    isActive: card.status !== "created",
    status: card.status,
    activationCode: card.activationCode,
    createdAt: card.createdAt,
    expiresAt: card.expiresAt,
  }));
  return { cards, usage };
}

/** The quick messages the user recorded on /record while signed in, newest first (shown under the Audio Cards). */
async function listDashboardQuickMessages(options: { userId: string }): Promise<TDashboardQuickMessage[]> {
  const rows = await db.audioMessage.findMany({
    where: { ownerId: options.userId },
    select: { id: true, title: true, createdAt: true, audio: { select: { durationMs: true } } },
    orderBy,
    take: QUICK_MESSAGES_LIMIT,
  });
  return rows.map((row) => ({ id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), durationMs: row.audio.durationMs }));
}
