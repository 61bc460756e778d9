// How one provider event changes a subscription, whatever order events arrive in. Stripe may deliver
// events late, twice or out of order; the rules here make the outcome the same:
// - money is order-free: the paid period only grows (the latest paid invoice's period end wins);
// - the status follows the newest event by its time (an older `updated` arriving late changes nothing);
//   within the same second a subscription never moves back towards `incomplete`;
// - an ended subscription stays ended (Stripe never revives a canceled one).
// Pure: the database side is apply-subscription-event.ts.
import type { SubscriptionStatus, SubscriptionTier } from "@/lib/generated/prisma/enums";

export type TSubscriptionState = {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  paidUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  lastEventAt: Date | null;
};

export type TSubscriptionChange =
  /** The provider's view of the subscription (Stripe's customer.subscription.created|updated|deleted). */
  | { kind: "state"; status: SubscriptionStatus; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean; endedAt: Date | null }
  /** A paid invoice (invoice.paid): the service period it paid for ends at periodEnd. */
  | { kind: "invoice_paid"; invoiceId: string; amountCents: number; currency: string; periodEnd: Date | null; providerPaymentId: string | null }
  /** invoice.payment_failed: the renewal was not paid; the paid period stays where it was. */
  | { kind: "invoice_failed"; invoiceId: string }
  /** The checkout that started it completed: the subscription exists, nothing more is known. */
  | { kind: "linked" };

const ENDED = new Set<SubscriptionStatus>(["canceled", "incomplete_expired"]);
const OWING = new Set<SubscriptionStatus>(["incomplete", "past_due", "unpaid"]);
/** Same-second tie-break: a subscription moves forward from incomplete, never back to it. */
const STAGE: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 1,
  past_due: 1,
  unpaid: 1,
  paused: 1,
  canceled: 2,
  incomplete_expired: 2,
};

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return b.getTime() > a.getTime() ? b : a;
}

/** `applied` is false when the event was older than what is known and only its order-free part counted. */
export function applyChange(current: TSubscriptionState, change: TSubscriptionChange, at: Date): { state: TSubscriptionState; applied: boolean } {
  const last = current.lastEventAt?.getTime() ?? -Infinity;
  const newer = at.getTime() > last;
  const sameTime = at.getTime() === last;
  const ended = ENDED.has(current.status);
  const lastEventAt = laterOf(current.lastEventAt, at);

  switch (change.kind) {
    case "linked":
      return { state: current, applied: true };

    case "state": {
      const currentPeriodEnd = laterOf(current.currentPeriodEnd, change.currentPeriodEnd);
      const ending = ENDED.has(change.status);
      if (ended) {
        // A late copy of the ending may still say when it ended; nothing else changes.
        const endedAt = current.endedAt ?? (ending ? (change.endedAt ?? at) : null);
        return { state: { ...current, currentPeriodEnd, endedAt }, applied: false };
      }
      // An ending is final whenever it arrives: no later event can undo it at the provider.
      if (ending) {
        return {
          state: {
            ...current,
            status: change.status,
            cancelAtPeriodEnd: change.cancelAtPeriodEnd,
            currentPeriodEnd,
            endedAt: change.endedAt ?? at,
            lastEventAt,
          },
          applied: true,
        };
      }
      if (!newer && !(sameTime && STAGE[change.status] >= STAGE[current.status])) {
        return { state: { ...current, currentPeriodEnd }, applied: false };
      }
      return { state: { ...current, status: change.status, cancelAtPeriodEnd: change.cancelAtPeriodEnd, currentPeriodEnd, lastEventAt }, applied: true };
    }

    case "invoice_paid": {
      const paidUntil = laterOf(current.paidUntil, change.periodEnd);
      const currentPeriodEnd = laterOf(current.currentPeriodEnd, change.periodEnd);
      if (ended || !(newer || sameTime)) return { state: { ...current, paidUntil, currentPeriodEnd }, applied: false };
      // A payment that comes in settles what was owed; its time also outdates the failure it settled.
      const status = OWING.has(current.status) ? "active" : current.status;
      return { state: { ...current, status, paidUntil, currentPeriodEnd, lastEventAt }, applied: true };
    }

    case "invoice_failed": {
      if (ended || !(newer || sameTime)) return { state: current, applied: false };
      const status = current.status === "active" || current.status === "trialing" ? "past_due" : current.status;
      return { state: { ...current, status, lastEventAt }, applied: true };
    }
  }
}

/**
 * When the entitlement a subscription paid for ends: the end of its paid period, or its ending if that
 * came first (ended at once by an operator). null: nothing was ever paid.
 */
export function accessEndOf(subscription: Pick<TSubscriptionState, "status" | "paidUntil" | "endedAt">): Date | null {
  const { paidUntil, endedAt } = subscription;
  if (!paidUntil) return null;
  if (subscription.status === "canceled" && endedAt && endedAt.getTime() < paidUntil.getTime()) return endedAt;
  return paidUntil;
}

/** Whether the provider may still bill it: not ended, and not a cancellation whose paid period is over. */
export function isRunning(subscription: Pick<TSubscriptionState, "status" | "paidUntil" | "cancelAtPeriodEnd">, now: Date = new Date()): boolean {
  if (ENDED.has(subscription.status) || subscription.status === "incomplete") return false;
  const paidOut = !subscription.paidUntil || subscription.paidUntil.getTime() <= now.getTime();
  return !(subscription.cancelAtPeriodEnd && paidOut);
}

/** The tier a user's subscriptions grant and until when: the one paid furthest ahead; null when none was paid. */
export function entitlementOf<T extends Pick<TSubscriptionState, "status" | "paidUntil" | "endedAt"> & { tier: SubscriptionTier }>(
  subscriptions: readonly T[],
): { tier: SubscriptionTier; expiresAt: Date } | null {
  let best: { tier: SubscriptionTier; expiresAt: Date } | null = null;
  for (const subscription of subscriptions) {
    const end = accessEndOf(subscription);
    if (end && (!best || end.getTime() > best.expiresAt.getTime())) best = { tier: subscription.tier, expiresAt: end };
  }
  return best;
}

/** One billing month on from `from`, the day clamped to the month's end as Stripe does (31 Jan → 28/29 Feb). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
