// The pro usage counters (spec 001/002 "Pro usage"), counted in one place for the dashboard, the pro card
// list and both pro creations: the allowance comes from the price table (lib/pricing/plans.ts), the
// counts from what the account holds now (a deleted pro guestbook or card frees its place).
import "server-only";
import { activeTier, type TAccountHolder } from "@/lib/auth/account-type";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { TProUsage } from "@/lib/validation/pro-cards";
import { proAllowance, remainingUnder } from "./plans";

type TClient = Prisma.TransactionClient;
type TProUser = TAccountHolder & { id: string };

export async function getProUsage(user: TProUser, client: TClient = db): Promise<TProUsage> {
  const allowance = proAllowance(user);
  const [subscriptionGuestbooksCreated, audioMessagePagesUsed] = await Promise.all([
    client.guestbook.count({ where: { ownerId: user.id, isSubscriptionGuestbook: true } }),
    client.proAudioMessage.count({ where: { creatorId: user.id } }),
  ]);
  return {
    subscriptionGuestbooksLimit: allowance.subscriptionGuestbooks,
    subscriptionGuestbooksCreated,
    audioMessagePagesLimit: allowance.audioMessagePages,
    audioMessagePagesUsed,
  };
}

export type TProArea = { key: "subscriptionGuestbooks" | "audioMessagePages"; label: string; notIncluded: string };

export const PRO_AREAS = {
  guestbooks: {
    key: "subscriptionGuestbooks",
    label: "Pro Audio Guestbooks",
    notIncluded: "Pro Audio Guestbooks come with a Reseller, Business Pro or Corporate subscription.",
  },
  cards: {
    key: "audioMessagePages",
    label: "Pro Audio Cards",
    notIncluded: "Pro Audio Cards come with a Product Seller, Business Pro or Corporate subscription.",
  },
} as const satisfies Record<string, TProArea>;

/**
 * Refuses a pro creation of `adding` items the account's plan does not cover: 403 PRO_TIER_REQUIRED when
 * the area is not included (no tier, an ended one, or another tier's), 403 PRO_LIMIT_REACHED past the
 * limit. Run it in the creating transaction, under the caller's per-account lock, with `client` = tx.
 */
export async function assertProRoom(opts: { user: TProUser; area: TProArea; adding: number; client?: TClient }): Promise<TProUsage> {
  const { user, area } = opts;
  const limit = proAllowance(user)[area.key];
  const ended = user.subscriptionTier !== null && activeTier(user) === null;
  if (limit === 0) throw proRoomRefusal({ area, limit, used: 0, adding: opts.adding, ended })!;
  const usage = await getProUsage(user, opts.client);
  const used = area.key === "subscriptionGuestbooks" ? usage.subscriptionGuestbooksCreated : usage.audioMessagePagesUsed;
  const refusal = proRoomRefusal({ area, limit, used, adding: opts.adding, ended });
  if (refusal) throw refusal;
  return usage;
}

/** Why `adding` more do not fit under `limit` with `used` held (null: they fit). */
export function proRoomRefusal(opts: { area: TProArea; limit: number | null; used: number; adding: number; ended: boolean }): ApiError | null {
  const { area, limit } = opts;
  if (limit === 0) return new ApiError("PRO_TIER_REQUIRED", opts.ended ? `Your subscription has ended. ${area.notIncluded}` : area.notIncluded);
  const remaining = remainingUnder(limit, opts.used);
  if (remaining === null || opts.adding <= remaining) return null;
  return new ApiError("PRO_LIMIT_REACHED", `Your plan includes ${limit} ${area.label}; ${remaining} more can be created.`, { remaining });
}
