// The one fulfilment of a paid checkout, shared by the Stripe webhook and the local test-payment mode.
// The checkout row is locked for the whole transaction, so a replay or two deliveries at once fulfil it
// exactly once: the second waits for the lock, then sees `completed` and changes nothing.
import "server-only";
import { db } from "@/lib/db/client";
import type { CheckoutSession, Prisma } from "@/lib/generated/prisma/client";
import { createGuestbookFromDraft } from "@/lib/guestbooks/create-guestbook-from-draft";
import { guestbookLimits } from "@/lib/guestbooks/tier-limits";
import { notFound } from "@/lib/http/errors";

export const CHECKOUT_NOT_FOUND = "Checkout session not found.";

export type TFulfilResult = { session: CheckoutSession; fulfilledNow: boolean };

export async function fulfilCheckout(opts: {
  checkoutSessionId: string;
  /** What the provider reports as charged and its payment id; the test mode charges the row's amount. */
  charged?: { amountCents: number | null; providerPaymentId: string | null };
  tx?: Prisma.TransactionClient;
}): Promise<TFulfilResult> {
  if (opts.tx) return fulfilInTransaction(opts.tx, opts);
  return db.$transaction((tx) => fulfilInTransaction(tx, opts));
}

async function fulfilInTransaction(
  tx: Prisma.TransactionClient,
  opts: { checkoutSessionId: string; charged?: { amountCents: number | null; providerPaymentId: string | null } },
): Promise<TFulfilResult> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "CheckoutSession" WHERE id = ${opts.checkoutSessionId} FOR UPDATE`;
  if (!locked) throw notFound(CHECKOUT_NOT_FOUND);
  const session = await tx.checkoutSession.findUniqueOrThrow({ where: { id: opts.checkoutSessionId } });
  if (session.status === "completed") return { session, fulfilledNow: false };

  let guestbookId = session.guestbookId;
  switch (session.purpose) {
    case "guestbook_purchase": {
      if (!session.guestbookDraftId) throw new Error(`Checkout ${session.id} buys a guestbook but has no draft`);
      guestbookId = (await createGuestbookFromDraft({ draftId: session.guestbookDraftId, tx })).id;
      break;
    }
    case "guestbook_upgrade": {
      if (!session.guestbookId || session.newTierIdx === null) throw new Error(`Checkout ${session.id} is an upgrade without a guestbook or tier`);
      await raiseTier(tx, session.guestbookId, session.newTierIdx);
      break;
    }
    default:
      // Checkout refuses to sell these until their fulfilment is built (docs/PAYMENTS-WIP.md), so a row
      // like this cannot exist; failing loudly keeps a paid event from being recorded as handled.
      throw new Error(`Checkout ${session.id}: no fulfilment for purpose ${session.purpose}`);
  }

  await tx.payment.create({
    data: {
      userId: session.userId,
      checkoutSessionId: session.id,
      provider: session.provider,
      providerPaymentId: opts.charged?.providerPaymentId ?? null,
      amountCents: opts.charged?.amountCents ?? session.amountCents,
      currency: session.currency,
    },
  });
  const completed = await tx.checkoutSession.update({
    where: { id: session.id },
    data: { status: "completed", completedAt: new Date(), guestbookId },
  });
  return { session: completed, fulfilledNow: true };
}

/**
 * Raises a guestbook to a paid tier and makes playable again the recordings the new limit covers: the
 * first maxGuests by arrival stay playable, as they would have been had the guestbook had this tier.
 * Never lowers a tier: two upgrades paid out of order leave the higher one.
 */
async function raiseTier(tx: Prisma.TransactionClient, guestbookId: string, newTierIdx: number): Promise<void> {
  const [row] = await tx.$queryRaw<{ tierIdx: number }[]>`SELECT "tierIdx" FROM "Guestbook" WHERE id = ${guestbookId} FOR UPDATE`;
  if (!row) throw new Error(`Guestbook ${guestbookId} of an upgrade checkout no longer exists`);
  const tierIdx = Math.max(row.tierIdx, newTierIdx);
  const limits = guestbookLimits({ tierIdx, isSubscriptionGuestbook: false });
  const within = await tx.recording.findMany({
    where: { guestbookId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limits.maxGuests,
    select: { id: true },
  });
  await tx.recording.updateMany({ where: { id: { in: within.map((r) => r.id) }, requiresUpgrade: true }, data: { requiresUpgrade: false } });
  const stillOver = await tx.recording.count({ where: { guestbookId, requiresUpgrade: true } });
  await tx.guestbook.update({
    where: { id: guestbookId },
    data: {
      tierIdx,
      maxGuests: limits.maxGuests,
      priceCents: limits.priceCents,
      // The overage banner is about recordings that cannot be played; with none left it has nothing to say.
      ...(stillOver === 0 ? { overageTriggered: false, overageTriggeredAt: null } : {}),
    },
  });
}
