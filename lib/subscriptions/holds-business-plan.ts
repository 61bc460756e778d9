// Whether an account already has a business plan, so another is not sold to it: a tier in force (a
// paid period, or an operator's grant), or a subscription still billed (a failed renewal is put right
// in Billing, not by buying a second plan).
import "server-only";
import { activeTier } from "@/lib/auth/account-type";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isRunning } from "./subscription-state";

export async function holdsBusinessPlan(client: Prisma.TransactionClient, userId: string, now: Date = new Date()): Promise<boolean> {
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionTier: true, subscriptionExpiresAt: true } });
  if (activeTier(user, now)) return true;
  const subscriptions = await client.subscription.findMany({ where: { userId }, select: { status: true, paidUntil: true, cancelAtPeriodEnd: true } });
  return subscriptions.some((subscription) => isRunning(subscription, now));
}

/** The same, outside a transaction: for the plan's page. */
export function userHoldsBusinessPlan(userId: string): Promise<boolean> {
  return holdsBusinessPlan(db, userId);
}
