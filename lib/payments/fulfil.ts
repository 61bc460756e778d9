// The one fulfilment of a paid checkout, shared by the Stripe webhook and the local test-payment mode.
// The checkout row is locked for the whole transaction, so a replay or two deliveries at once fulfil it
// exactly once: the second waits for the lock, then sees `completed` and changes nothing.
import "server-only";
import { withLookChanges } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import type { CheckoutSession, Prisma } from "@/lib/generated/prisma/client";
import { createGuestbookFromDraft } from "@/lib/guestbooks/create-guestbook-from-draft";
import { forgetPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { guestbookLimits } from "@/lib/guestbooks/tier-limits";
import { lockGuestbookRecordings, reassignPlaces } from "@/lib/recordings/guest-places";
import { conflict, notFound } from "@/lib/http/errors";
import { applySubscriptionEvent } from "@/lib/subscriptions/apply-subscription-event";
import { startTestSubscription } from "@/lib/payments/test-subscription";
import { newTestCustomerId } from "@/lib/subscriptions/stripe-customer";

export const CHECKOUT_NOT_FOUND = "Checkout session not found.";
export const CHECKOUT_CLOSED = "This checkout is no longer open.";

export type TFulfilResult = { session: CheckoutSession; fulfilledNow: boolean };
type TCharged = {
  amountCents: number | null;
  providerPaymentId: string | null;
  /** The subscription a subscription-mode checkout started at the provider. */
  providerSubscriptionId?: string | null;
  customerId?: string | null;
};

export async function fulfilCheckout(opts: {
  checkoutSessionId: string;
  /**
   * What the provider reports as charged and its payment id. Given (the webhook), the money has been
   * taken, so the checkout is fulfilled even if our row was closed meanwhile: a Stripe session paid in
   * the moment a newer checkout replaced it. Absent (the test mode), only an open checkout is paid.
   */
  charged?: TCharged;
  tx?: Prisma.TransactionClient;
}): Promise<TFulfilResult> {
  if (opts.tx) return fulfilInTransaction(opts.tx, opts);
  const result = await db.$transaction((tx) => fulfilInTransaction(tx, opts));
  afterFulfilmentCommitted(result);
  return result;
}

/**
 * Once the fulfilment's transaction has committed (a caller passing `tx` calls this after its own): a paid
 * tier changes what the guest page offers (its longest message), so the page reads its guestbook again.
 */
export function afterFulfilmentCommitted(result: TFulfilResult): void {
  if (result.session.guestbookId) forgetPublicGuestbook(result.session.guestbookId);
}

async function fulfilInTransaction(tx: Prisma.TransactionClient, opts: { checkoutSessionId: string; charged?: TCharged }): Promise<TFulfilResult> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "CheckoutSession" WHERE id = ${opts.checkoutSessionId} FOR UPDATE`;
  if (!locked) throw notFound(CHECKOUT_NOT_FOUND);
  const session = await tx.checkoutSession.findUniqueOrThrow({ where: { id: opts.checkoutSessionId } });
  if (session.status === "completed") return { session, fulfilledNow: false };
  if (session.status !== "open" && !opts.charged) throw conflict(CHECKOUT_CLOSED);

  const guestbookId = await deliver(tx, session, opts.charged);
  // A subscription's payments are its paid invoices, recorded as they come (lib/subscriptions).
  if (session.purpose !== "business_subscription") {
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
  }
  // The Billing section appears for users with a customer id; a test-mode buyer gets a local one.
  if (session.provider === "test" && session.userId) {
    await tx.user.updateMany({ where: { id: session.userId, stripeCustomerId: null }, data: { stripeCustomerId: newTestCustomerId() } });
  }
  const completed = await tx.checkoutSession.update({
    where: { id: session.id },
    data: { status: "completed", completedAt: new Date(), guestbookId },
  });
  return { session: completed, fulfilledNow: true };
}

/** Gives the buyer what the checkout sold; answers the guestbook the checkout is about, if any. */
async function deliver(tx: Prisma.TransactionClient, session: CheckoutSession, charged: TCharged | undefined): Promise<string | null> {
  switch (session.purpose) {
    case "guestbook_purchase": {
      if (!session.guestbookDraftId) throw new Error(`Checkout ${session.id} buys a guestbook but has no draft`);
      return (await createGuestbookFromDraft({ draftId: session.guestbookDraftId, tx })).id;
    }
    case "guestbook_upgrade": {
      if (!session.guestbookId || session.newTierIdx === null) throw new Error(`Checkout ${session.id} is an upgrade without a guestbook or tier`);
      await raiseTier(tx, session.guestbookId, session.newTierIdx);
      return session.guestbookId;
    }
    case "message_credits": {
      if (!session.creditQuantity || session.creditQuantity <= 0) throw new Error(`Checkout ${session.id} sells credits without a quantity`);
      if (!session.userId) throw new Error(`Checkout ${session.id} sells credits to no account`);
      await tx.user.update({ where: { id: session.userId }, data: { messageCreditsPremium: { increment: session.creditQuantity } } });
      await tx.creditLedgerEntry.create({
        data: {
          userId: session.userId,
          kind: "message_premium",
          delta: session.creditQuantity,
          reason: "message pack purchase",
          checkoutSessionId: session.id,
        },
      });
      return session.guestbookId;
    }
    case "forever_hosting_personal": {
      // The card was deleted after paying (its id is set null): fail loudly, the payment needs a person.
      if (!session.personalMessageId) throw new Error(`Checkout ${session.id} buys Forever Hosting for a card that no longer exists`);
      await tx.personalMessage.update({ where: { id: session.personalMessageId }, data: withLookChanges({ foreverHosted: true }) });
      return session.guestbookId;
    }
    case "forever_hosting_pro": {
      if (!session.proAudioMessageId) throw new Error(`Checkout ${session.id} buys Forever Hosting for a card that no longer exists`);
      await tx.proAudioMessage.update({ where: { id: session.proAudioMessageId }, data: withLookChanges({ foreverHosted: true }) });
      return session.guestbookId;
    }
    case "business_subscription": {
      // A plan is sold to signed-in accounts only (lib/payments/open-checkout.ts).
      if (!session.userId) throw new Error(`Checkout ${session.id} sold a subscription to no account`);
      if (session.provider === "test") {
        await startTestSubscription(tx, { ...session, userId: session.userId });
        return null;
      }
      // Stripe's subscription events and paid invoices bring its period; here it is only tied to the checkout.
      if (!charged?.providerSubscriptionId) throw new Error(`Checkout ${session.id} sold a subscription but Stripe named none`);
      const linked = await applySubscriptionEvent(tx, {
        provider: "stripe",
        providerSubscriptionId: charged.providerSubscriptionId,
        at: new Date(),
        claim: { checkoutSessionId: session.id, userId: session.userId },
        customerId: charged.customerId ?? null,
        change: { kind: "linked" },
      });
      if (linked.outcome === "not_ours") throw new Error(`Checkout ${session.id}: subscription ${charged.providerSubscriptionId} belongs to another checkout`);
      return null;
    }
    default: {
      const unhandled: never = session.purpose;
      throw new Error(`Checkout ${session.id}: no fulfilment for purpose ${String(unhandled)}`);
    }
  }
}

/**
 * Raises a guestbook to a paid tier (its guest limit, price and, unless the host shortened it, its longest
 * message) and makes playable again the recordings the new limit covers: the
 * first maxGuests by arrival stay playable, as they would have been had the guestbook had this tier.
 * Never lowers a tier: two upgrades paid out of order leave the higher one.
 */
async function raiseTier(tx: Prisma.TransactionClient, guestbookId: string, newTierIdx: number): Promise<void> {
  // The recordings lock first, as a guest's upload takes it, so the two never wait on each other.
  await lockGuestbookRecordings(tx, guestbookId);
  const [row] = await tx.$queryRaw<{ tierIdx: number; maxRecordingDuration: number }[]>`
    SELECT "tierIdx", "maxRecordingDuration" FROM "Guestbook" WHERE id = ${guestbookId} FOR UPDATE`;
  if (!row) throw new Error(`Guestbook ${guestbookId} of an upgrade checkout no longer exists`);
  const tierIdx = Math.max(row.tierIdx, newTierIdx);
  const limits = guestbookLimits({ tierIdx, isSubscriptionGuestbook: false });
  // A guestbook at its old tier's longest message gets the new tier's; a shorter length the host
  // chose on purpose is kept (it stays within the new limit).
  const previous = guestbookLimits({ tierIdx: row.tierIdx, isSubscriptionGuestbook: false });
  const maxRecordingDuration = row.maxRecordingDuration >= previous.maxRecordingSeconds ? limits.maxRecordingSeconds : row.maxRecordingDuration;
  await tx.guestbook.update({
    where: { id: guestbookId },
    data: { tierIdx, maxGuests: limits.maxGuests, maxRecordingDuration, priceCents: limits.priceCents },
  });
  await reassignPlaces(tx, guestbookId, limits.maxGuests);
}
