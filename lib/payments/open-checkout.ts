// Opens a checkout for something already priced: a CheckoutSession row, and with a Stripe key a Stripe
// Checkout session. One open checkout per item: a newer checkout of the same draft (or upgrade, ...)
// closes the older ones, at Stripe too, so two tabs can never both be paid.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, badRequest } from "@/lib/http/errors";
import type { TPricedItem } from "./catalog";
import { stripeSuccessUrl } from "./return-url";
import { PAYMENTS_NOT_CONFIGURED, paymentMode, stripeClient, stripePriceLookup } from "./stripe";
import { checkoutCustomerParams } from "@/lib/subscriptions/stripe-customer";
import { checkoutLineItem, configuredPriceId } from "./stripe-prices";
import { expireStripeSession } from "./stripe-session-expiry";

export const CHECKOUT_FAILED = "Failed to create checkout session";

/** What a checkout row points at; which fields are set depends on what is bought. */
export type TCheckoutRefs = {
  guestbookDraftId?: string | null;
  guestbookId?: string | null;
  personalMessageId?: string | null;
  proAudioMessageId?: string | null;
};

/**
 * The item a checkout is for. Creations for one scope run one at a time (an advisory lock on lockKey),
 * and each closes the caller's open checkouts matching `where`. null: every checkout is its own item
 * (a message pack bought twice is two packs).
 */
export type TCheckoutScope = { lockKey: string; where: Prisma.CheckoutSessionWhereInput; alreadyPaid: string } | null;

/** Where the buyer goes, and the session's id as the return page gets it (Stripe's id; ours in test mode). */
type TCheckoutOpened = { url: string; sessionId: string };
type TOpened = TCheckoutOpened | { failed: true };

export async function openCheckout(opts: {
  /** The signed-in buyer; null for a signed-out one, who must then be given as `guest`. */
  user: { id: string; email: string; stripeCustomerId: string | null } | null;
  /** A signed-out buyer (Forever Hosting only): the email typed, and the hash of the browser's guest-payer cookie. */
  guest?: { email: string; payerHash: string };
  scope: TCheckoutScope;
  /**
   * Reads what is bought and prices it. It runs under the scope's lock after the older checkouts are
   * closed (closing one waits for a payment of it in progress), so it sees such a payment's result.
   */
  resolve: (tx: Prisma.TransactionClient) => Promise<{ priced: TPricedItem; refs: TCheckoutRefs }>;
  /** Same-site paths (lib/payments/return-url.ts). */
  successUrl: string;
  cancelUrl: string;
  /** Where Stripe sends the buyer back to: the origin their browser is on, else APP_URL. */
  returnOrigin?: string | null;
}): Promise<TCheckoutOpened> {
  const { user, guest, scope } = opts;
  if (!user && !guest) throw new Error("openCheckout needs a signed-in user or a guest buyer");
  const buyer = user ? { userId: user.id } : { guestPayerHash: guest!.payerHash };
  const env = getEnv();
  if (paymentMode() === "off") throw new ApiError("NOT_CONFIGURED", PAYMENTS_NOT_CONFIGURED);
  const stripe = stripeClient();

  const opened = await db.$transaction(
    async (tx): Promise<TOpened> => {
      if (scope) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('echobook.checkout'), hashtext(${scope.lockKey}))`;
      const superseded = scope
        ? await tx.checkoutSession.updateManyAndReturn({
            where: { ...scope.where, ...buyer, status: "open" },
            data: { status: "expired" },
            select: { provider: true, providerSessionId: true },
          })
        : [];
      const { priced, refs } = await opts.resolve(tx);
      // A subscription grants an account its tier: there must be one.
      if (priced.recurring && !user) throw new Error("A subscription is sold to a signed-in account only");

      if (stripe && scope) {
        for (const old of superseded.filter((row) => row.provider === "stripe" && row.providerSessionId.startsWith("cs_"))) {
          let outcome: "expired" | "completed";
          try {
            outcome = await expireStripeSession(stripe.checkout.sessions, old.providerSessionId);
          } catch (error) {
            // The older session may still be payable, so no second one is opened; nothing is committed.
            console.error(`[echobook] could not expire superseded Stripe session ${old.providerSessionId}`, error);
            throw new ApiError("UPSTREAM", CHECKOUT_FAILED);
          }
          // Paid meanwhile: its webhook fulfils it (lib/payments/fulfil.ts), and this one is not needed.
          if (outcome === "completed") throw badRequest(scope.alreadyPaid);
        }
      }

      const row = await tx.checkoutSession.create({
        data: {
          provider: stripe ? "stripe" : "test",
          // Replaced by Stripe's id once Stripe answers; the test mode keeps this unique placeholder.
          providerSessionId: `${stripe ? "pending" : "test"}_${randomUUID()}`,
          userId: user?.id ?? null,
          customerEmail: user ? null : guest!.email,
          guestPayerHash: user ? null : guest!.payerHash,
          purpose: priced.purpose,
          amountCents: priced.amountCents,
          currency: priced.currency,
          description: priced.description,
          guestbookDraftId: refs.guestbookDraftId ?? null,
          guestbookId: refs.guestbookId ?? null,
          personalMessageId: refs.personalMessageId ?? null,
          proAudioMessageId: refs.proAudioMessageId ?? null,
          newTierIdx: priced.newTierIdx,
          creditQuantity: priced.creditQuantity,
          plan: priced.plan,
          successUrl: opts.successUrl,
          cancelUrl: opts.cancelUrl,
        },
      });
      if (!stripe) return { url: `/test-checkout/${row.id}`, sessionId: row.id };

      try {
        const lineItem = await checkoutLineItem({ priced, priceId: configuredPriceId(priced.item, env), lookupPrice: stripePriceLookup(stripe) });
        const mode = priced.recurring ? "subscription" : "payment";
        const session = await stripe.checkout.sessions.create({
          mode,
          // A Stripe customer per user, so the billing portal has someone to show.
          ...(user ? checkoutCustomerParams(user, mode) : { customer_email: guest!.email }),
          client_reference_id: row.id,
          line_items: [lineItem],
          success_url: stripeSuccessUrl(opts.successUrl, opts.returnOrigin ?? env.APP_URL),
          cancel_url: new URL(opts.cancelUrl, opts.returnOrigin ?? env.APP_URL).toString(),
          metadata: {
            checkoutSessionId: row.id,
            kind: priced.purpose,
            tempGuestbookKey: refs.guestbookDraftId ?? "",
            guestbookId: refs.guestbookId ?? "",
            audioMessageId: refs.personalMessageId ?? refs.proAudioMessageId ?? "",
          },
          // The subscription and its invoices carry who bought it, so their events find the buyer in any order.
          ...(mode === "subscription" && user
            ? { subscription_data: { metadata: { checkoutSessionId: row.id, userId: user.id, plan: priced.plan ?? "" } } }
            : {}),
        });
        if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
        await tx.checkoutSession.update({ where: { id: row.id }, data: { providerSessionId: session.id } });
        return { url: session.url, sessionId: session.id };
      } catch (error) {
        // The older checkouts stay closed (they were expired at Stripe); this one is kept as canceled.
        console.error("[echobook] Stripe checkout session creation failed", error);
        await tx.checkoutSession.update({ where: { id: row.id }, data: { status: "canceled" } });
        return { failed: true };
      }
    },
    // Stripe is called inside: its client gives up after 10 s a try (lib/payments/stripe.ts).
    { maxWait: 10_000, timeout: 60_000 },
  );
  if ("failed" in opened) throw new ApiError("UPSTREAM", CHECKOUT_FAILED);
  return opened;
}
