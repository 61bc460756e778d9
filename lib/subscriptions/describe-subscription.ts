// One line saying where a subscription stands, for Billing and the local billing page alike.
import type { TSubscriptionSummary } from "@/lib/validation/billing-info";

type TDescribed = Pick<TSubscriptionSummary, "status" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "accessUntil">;

export function describeSubscription(subscription: TDescribed, formatDate: (date: Date) => string, now: Date = new Date()): string {
  const { status } = subscription;
  const accessUntil = subscription.accessUntil ? new Date(subscription.accessUntil) : null;
  if (status === "canceled" || status === "incomplete_expired") return accessUntil ? `Ended on ${formatDate(accessUntil)}` : "Ended";
  if (!accessUntil) return "Waiting for the first payment";
  const owing = status === "past_due" || status === "unpaid";
  if (accessUntil.getTime() <= now.getTime()) {
    if (subscription.cancelAtPeriodEnd) return `Ended on ${formatDate(accessUntil)}`;
    return `${owing ? "Payment failed" : "Renewal not paid"}: access ended on ${formatDate(accessUntil)}`;
  }
  if (subscription.cancelAtPeriodEnd) return `Cancelled: access until ${formatDate(accessUntil)}`;
  if (owing) return `Payment failed: access until ${formatDate(accessUntil)} unless the payment goes through`;
  const renews = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : accessUntil;
  return `Active: renews on ${formatDate(renews)}`;
}
