// GET /api/user/credits: the balances the wizard, the dashboard and the credit modal show.
import "server-only";
import { activeTier } from "@/lib/auth/account-type";
import { makesCardsWithoutCredit } from "@/lib/credits/card-credit-rules";
import { db } from "@/lib/db/client";
import type { TUserCredits } from "@/lib/validation/cards";

export async function getCredits(userId: string): Promise<TUserCredits> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      isAdmin: true,
      messageCreditsFree: true,
      messageCreditsPremium: true,
      guestbookCreditsTier1: true,
      subscriptionTier: true,
      subscriptionExpiresAt: true,
    },
  });
  return {
    messageCredits: { free: user.messageCreditsFree, premium: user.messageCreditsPremium },
    guestbookCredits: { tier1: user.guestbookCreditsTier1 },
    subscription: { tier: user.subscriptionTier, active: activeTier(user) !== null, expiresAt: user.subscriptionExpiresAt?.toISOString() ?? null },
    cardsWithoutCredit: makesCardsWithoutCredit(user),
  };
}
