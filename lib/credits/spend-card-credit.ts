// Spends one audio card credit inside the card's own transaction: a free one first, then a premium
// one, each by a conditional decrement (`WHERE ... > 0`), so parallel creations queue on the user's row
// and only as many succeed as there were credits. Every spend writes its ledger entry beside it.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CreditKind } from "@/lib/generated/prisma/enums";
import { requiresPayment } from "@/lib/http/errors";
import { CARD_TEXTS } from "@/lib/constants/cards";
import { makesCardsWithoutCredit } from "./card-credit-rules";

export const CARD_CREDIT_REASON = "audio card created";

/** The credit spent, or null when the account makes cards without one; 402 when it has none. */
export async function spendCardCredit(
  tx: Prisma.TransactionClient,
  opts: { userId: string; personalMessageId: string; now?: Date },
): Promise<CreditKind | null> {
  // Read inside the transaction: a tier that ended a moment ago no longer pays for the card.
  const user = await tx.user.findUniqueOrThrow({
    where: { id: opts.userId },
    select: { isAdmin: true, subscriptionTier: true, subscriptionExpiresAt: true },
  });
  if (makesCardsWithoutCredit(user, opts.now)) return null;

  let kind: CreditKind | null = null;
  const free = await tx.user.updateMany({ where: { id: opts.userId, messageCreditsFree: { gt: 0 } }, data: { messageCreditsFree: { decrement: 1 } } });
  if (free.count === 1) kind = "message_free";
  else {
    const premium = await tx.user.updateMany({
      where: { id: opts.userId, messageCreditsPremium: { gt: 0 } },
      data: { messageCreditsPremium: { decrement: 1 } },
    });
    if (premium.count === 1) kind = "message_premium";
  }
  if (!kind) throw requiresPayment(CARD_TEXTS.needsCredit);
  await tx.creditLedgerEntry.create({
    data: { userId: opts.userId, kind, delta: -1, reason: CARD_CREDIT_REASON, personalMessageId: opts.personalMessageId },
  });
  return kind;
}

/** A cheap look before the upload is measured: refuses early what the transaction would refuse anyway. */
export async function assertCanMakeCard(db: Prisma.TransactionClient, userId: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { isAdmin: true, subscriptionTier: true, subscriptionExpiresAt: true, messageCreditsFree: true, messageCreditsPremium: true },
  });
  if (makesCardsWithoutCredit(user)) return;
  if (user.messageCreditsFree + user.messageCreditsPremium <= 0) throw requiresPayment(CARD_TEXTS.needsCredit);
}
