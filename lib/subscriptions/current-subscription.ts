// The user's newest subscription, summarised for Billing and the local billing page.
import "server-only";
import type { TSubscriptionSummary } from "@/lib/validation/billing-info";
import { db } from "@/lib/db/client";
import { BUSINESS_PLANS } from "@/lib/pricing/plans";
import { accessEndOf } from "./subscription-state";

export async function currentSubscription(opts: { userId: string }): Promise<TSubscriptionSummary | null> {
  const subscription = await db.subscription.findFirst({ where: { userId: opts.userId }, orderBy: { createdAt: "desc" } });
  if (!subscription) return null;
  const accessUntil = accessEndOf(subscription);
  return {
    id: subscription.id,
    planName: BUSINESS_PLANS.find((plan) => plan.key === subscription.plan)?.name ?? subscription.plan,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    accessUntil: accessUntil?.toISOString() ?? null,
  };
}
