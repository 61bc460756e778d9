// POST /api/stripe/create-checkout-session: works out what is being bought (a paid guestbook from the
// caller's draft, an upgrade of the caller's guestbook, a pack of audio message credits, or a business
// plan by the month), prices it from the catalog, and opens the checkout: Stripe Checkout, or the local
// checkout page when no Stripe key is configured.
import "server-only";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getOwnedGuestbook, GUESTBOOK_NOT_FOUND } from "@/lib/guestbooks/access";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { holdsBusinessPlan } from "@/lib/subscriptions/holds-business-plan";
import type { TCreateCheckoutSession } from "@/lib/validation/payments";
import { PAYMENT_NOT_REQUIRED, priceOf, type TPricedItem } from "./catalog";
import { openCheckout, type TCheckoutRefs, type TCheckoutScope } from "./open-checkout";
import { sameOriginPath } from "./return-url";

export const NO_TEMP_GUESTBOOK_KEY = "No temporary guestbook key returned";
export const DRAFT_NOT_FOUND = "Guestbook draft not found.";
export const ALREADY_PAID = "This guestbook has already been paid for.";
/** The spec's text for buying credits without choosing a pack (spec 002, card recorder). */
export const SELECT_PACK = "Please select a credit package first.";
export const SELECT_PLAN = "Please choose a plan first.";
export const ALREADY_SUBSCRIBED = "Your account already has a business plan. You can manage it from Billing in Account Settings.";

type TRequested =
  | { kind: "message_pack"; packKey: string }
  | { kind: "business_subscription"; planKey: string }
  | { kind: "guestbook_upgrade"; guestbookId: string; newTierIdx: number }
  | { kind: "guestbook_tier"; draftId: string };

type TResolved = { priced: TPricedItem; refs: TCheckoutRefs };

function requestedPurchase(input: TCreateCheckoutSession): TRequested {
  // Credits first: the recordings tab buys them from a guestbook page and may send its guestbookId too.
  if (input.upgradeType === "audio_message_credits") {
    if (!input.packKey) throw badRequest(SELECT_PACK);
    return { kind: "message_pack", packKey: input.packKey };
  }
  if (input.upgradeType === "subscription") {
    if (!input.planKey) throw badRequest(SELECT_PLAN);
    return { kind: "business_subscription", planKey: input.planKey };
  }
  if (input.upgradeType === "tier" || input.guestbookId) {
    if (!input.guestbookId || input.newTierIdx === undefined) throw badRequest("Choose the guestbook and the tier to upgrade to.");
    return { kind: "guestbook_upgrade", guestbookId: input.guestbookId, newTierIdx: input.newTierIdx };
  }
  if (!input.tempGuestbookKey) throw badRequest(NO_TEMP_GUESTBOOK_KEY);
  return { kind: "guestbook_tier", draftId: input.tempGuestbookKey };
}

/** Reads through the checkout's transaction: it holds the item's lock, and other creations wait on it. */
async function resolveUpgrade(tx: Prisma.TransactionClient, guestbookId: string, newTierIdx: number): Promise<TResolved> {
  const guestbook = await tx.guestbook.findUnique({ where: { id: guestbookId } });
  if (!guestbook) throw notFound(GUESTBOOK_NOT_FOUND);
  // A pro subscriber's guestbook has its own limits and is never sold a tier.
  if (guestbook.isSubscriptionGuestbook) throw badRequest(PAYMENT_NOT_REQUIRED);
  const priced = priceOf({ kind: "guestbook_upgrade", fromTierIdx: guestbook.tierIdx, newTierIdx });
  return { priced, refs: { guestbookId: guestbook.id } };
}

async function resolveDraft(tx: Prisma.TransactionClient, userId: string, draftId: string): Promise<TResolved> {
  const draft = await tx.guestbookDraft.findUnique({ where: { id: draftId } });
  // Someone else's draft answers exactly like a missing one.
  if (!draft || draft.userId !== userId || draft.expiresAt < new Date()) throw notFound(DRAFT_NOT_FOUND);
  if (draft.guestbookId) throw badRequest(ALREADY_PAID);
  // The tier is the one the draft was validated for; the browser's priceId is not consulted.
  const priced = priceOf({ kind: "guestbook_tier", tierIdx: draft.tierIdx });
  return { priced, refs: { guestbookDraftId: draft.id } };
}

/** A plan is sold only to an account without one. */
async function resolveSubscription(tx: Prisma.TransactionClient, userId: string, planKey: string): Promise<TResolved> {
  const priced = priceOf({ kind: "business_subscription", planKey });
  if (await holdsBusinessPlan(tx, userId)) throw conflict(ALREADY_SUBSCRIBED);
  return { priced, refs: {} };
}

export async function createCheckoutSession(opts: {
  user: { id: string; email: string; stripeCustomerId: string | null };
  input: TCreateCheckoutSession;
  /** The origin the buyer's browser is on (lib/http/same-origin.ts), when known. */
  origin?: string | null;
}): Promise<{ url: string }> {
  const { user, input } = opts;
  const { APP_URL } = getEnv();
  const origins = opts.origin ? [APP_URL, opts.origin] : [APP_URL];
  const urls = { successUrl: sameOriginPath(input.successUrl, origins), cancelUrl: sameOriginPath(input.cancelUrl, origins), returnOrigin: opts.origin };
  const request = requestedPurchase(input);

  let scope: TCheckoutScope;
  let resolve: (tx: Prisma.TransactionClient) => Promise<TResolved>;
  switch (request.kind) {
    case "message_pack":
      scope = null;
      resolve = async () => ({ priced: priceOf({ kind: "message_pack", packKey: request.packKey }), refs: {} });
      break;
    case "business_subscription":
      // One open plan checkout per account, whichever plan: two paid would be two subscriptions.
      scope = { lockKey: `subscription:${user.id}`, where: { purpose: "business_subscription" }, alreadyPaid: ALREADY_SUBSCRIBED };
      resolve = (tx) => resolveSubscription(tx, user.id, request.planKey);
      break;
    case "guestbook_upgrade": {
      // Owner only (404 otherwise), checked before any lock is taken for the id.
      const { id: guestbookId } = await getOwnedGuestbook({ id: request.guestbookId, userId: user.id });
      // Any open upgrade of this guestbook, whatever its tier: paying two would charge both differences.
      scope = { lockKey: `guestbook:${guestbookId}`, where: { purpose: "guestbook_upgrade", guestbookId }, alreadyPaid: ALREADY_PAID };
      resolve = (tx) => resolveUpgrade(tx, guestbookId, request.newTierIdx);
      break;
    }
    case "guestbook_tier":
      scope = { lockKey: `draft:${request.draftId}`, where: { purpose: "guestbook_purchase", guestbookDraftId: request.draftId }, alreadyPaid: ALREADY_PAID };
      resolve = (tx) => resolveDraft(tx, user.id, request.draftId);
      break;
  }
  return openCheckout({ user, scope, resolve, ...urls });
}
