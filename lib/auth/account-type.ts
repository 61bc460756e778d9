// The account type label shown in Account Settings and the dashboard's tier badge (spec 002 section 6).
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export type TAccountHolder = { isAdmin: boolean; subscriptionTier: SubscriptionTier | null };

const TIER_LABELS: Record<SubscriptionTier, string> = {
  guestbook_reseller: "Guestbook Reseller",
  product_seller: "Product Seller",
  combined_pro: "Business Pro",
  corporate: "Corporate",
};

export function accountTypeLabel(user: TAccountHolder): string {
  if (user.isAdmin) return "Admin";
  return user.subscriptionTier ? TIER_LABELS[user.subscriptionTier] : "Standard User";
}

/** Subscribers and admins get the yellow badge and the pro areas. */
export function isProAccount(user: TAccountHolder): boolean {
  return user.isAdmin || user.subscriptionTier !== null;
}
