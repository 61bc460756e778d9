// Subscriptions are granted by an operator (tier + expiry on the user), not sold, so their status is
// worked out from those two columns alone.
export type TSubscriptionStatus = "active" | "expired";

export function subscriptionStatus(
  user: { subscriptionTier: string | null; subscriptionExpiresAt: Date | null },
  now: Date = new Date(),
): TSubscriptionStatus | null {
  if (!user.subscriptionTier) return null;
  // No expiry date: granted without an end.
  if (!user.subscriptionExpiresAt) return "active";
  return user.subscriptionExpiresAt.getTime() > now.getTime() ? "active" : "expired";
}
