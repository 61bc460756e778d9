// The spec's subscriptionStatus: whether the user's tier is in force, from its two columns (a bought
// plan keeps them current; an operator's grant sets them by hand). The plan's own state is `subscription`.
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
