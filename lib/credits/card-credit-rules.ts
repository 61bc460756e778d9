// Who may make an audio card without spending a credit (spec 002 section 6): an admin, or an account
// with an active business tier (product_seller, combined_pro, corporate; an ended tier is no tier).
import { activeTier, type TAccountHolder } from "@/lib/auth/account-type";
import type { SubscriptionTier } from "@/lib/generated/prisma/enums";

export const CARD_CREDIT_FREE_TIERS: readonly SubscriptionTier[] = ["product_seller", "combined_pro", "corporate"];

export function makesCardsWithoutCredit(user: TAccountHolder, now: Date = new Date()): boolean {
  if (user.isAdmin) return true;
  const tier = activeTier(user, now);
  return tier !== null && CARD_CREDIT_FREE_TIERS.includes(tier);
}
