// The shape of GET /api/billing/info (spec 002, "Billing info"), shared by the route and the dashboard's
// Billing section, which checks the answer against it before showing anything.
import { z } from "zod";

/** The user's newest subscription, as Billing and the local billing page show it. */
export const ZSubscriptionSummary = z.object({
  id: z.string(),
  planName: z.string(),
  status: z.enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"]),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO 8601: the provider's current period, which a renewal opens before it is paid. */
  currentPeriodEnd: z.string().nullable(),
  /** ISO 8601: when the plan's entitlement ends (the end of the paid period); null before any payment. */
  accessUntil: z.string().nullable(),
});

export type TSubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

export const ZBillingInfo = z.object({
  hasBillingInfo: z.boolean(),
  subscriptionStatus: z.enum(["active", "expired"]).nullable(),
  /** ISO 8601, like the profile's subscriptionExpiresAt. */
  subscriptionExpiresAt: z.string().nullable(),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** amount in cents, date in unix seconds (spec). */
  lastPayment: z.object({ amount: z.number().int(), date: z.number().int() }).nullable(),
  subscription: ZSubscriptionSummary.nullable(),
});

export type TBillingInfo = z.infer<typeof ZBillingInfo>;
