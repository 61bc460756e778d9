// The shape of GET /api/billing/info (spec 002, "Billing info"), shared by the route and the dashboard's
// Billing section, which checks the answer against it before showing anything.
import { z } from "zod";

export const ZBillingInfo = z.object({
  hasBillingInfo: z.boolean(),
  subscriptionStatus: z.enum(["active", "expired"]).nullable(),
  /** ISO 8601, like the profile's subscriptionExpiresAt. */
  subscriptionExpiresAt: z.string().nullable(),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** amount in cents, date in unix seconds (spec). */
  lastPayment: z.object({ amount: z.number().int(), date: z.number().int() }).nullable(),
});

export type TBillingInfo = z.infer<typeof ZBillingInfo>;
