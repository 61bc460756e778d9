// What an account is entitled to now, and the label shown in Account Settings and the dashboard's tier
// badge (spec 002 section 6). Every pro gate asks `activeTier`: a tier whose paid period has ended is no tier.
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export type TAccountHolder = { isAdmin: boolean; subscriptionTier: SubscriptionTier | null; subscriptionExpiresAt: Date | null };

/** The subscription tier in force at `now`: none when there is none or its period ended (no end date: granted for good). */
export function activeTier(user: Pick<TAccountHolder, "subscriptionTier" | "subscriptionExpiresAt">, now: Date = new Date()): SubscriptionTier | null {
  if (!user.subscriptionTier) return null;
  if (user.subscriptionExpiresAt && user.subscriptionExpiresAt.getTime() <= now.getTime()) return null;
  return user.subscriptionTier;
}

const TIER_LABELS: Record<SubscriptionTier, string> = {
  guestbook_reseller: "Guestbook Reseller",
  product_seller: "Product Seller",
  combined_pro: "Business Pro",
  corporate: "Corporate",
};

export function accountTypeLabel(user: TAccountHolder): string {
  if (user.isAdmin) return "Admin";
  const tier = activeTier(user);
  return tier ? TIER_LABELS[tier] : "Standard User";
}

/** Subscribers and admins get the yellow badge and the pro areas. */
export function isProAccount(user: TAccountHolder): boolean {
  return user.isAdmin || activeTier(user) !== null;
}
