// The browser's side of starting a checkout (spec 001 section 7): the request bodies for a new paid
// guestbook, a tier upgrade and a business plan, and reading the answer into where to go or the text to show.
// The body names what is bought; the server prices it (lib/payments/catalog.ts).
import { parseJsonObject } from "@/lib/http/json-object";
import { ApiClientError, apiFetch } from "@/lib/client/api";

export const PAYMENT_START_FAILED = "Failed to start payment process. Please try again.";
export const UPGRADE_FAILED = "Failed to process upgrade. Please try again.";
export const PURCHASE_FAILED = "Failed to process purchase. Please try again.";

const SUCCESS_PATH = "/payment-success?session_id={CHECKOUT_SESSION_ID}";

type TCheckoutResult = { url: string } | { error: string };

/** Where to send the browser for payment (Stripe, or a page of this site), or the text to show. */
export function interpretCheckoutResponse(ok: boolean, text: string, fallback = PAYMENT_START_FAILED): TCheckoutResult {
  const body = parseJsonObject(text);
  if (ok && typeof body?.url === "string" && /^https?:\/\/|^\/(?![/\\])/.test(body.url)) return { url: body.url };
  return { error: typeof body?.error === "string" && body.error ? body.error : fallback };
}

export function purchaseCheckoutRequest(options: { tierKey: string; tempGuestbookKey: string; origin: string }) {
  return {
    priceId: options.tierKey,
    mode: "payment" as const,
    successUrl: `${options.origin}${SUCCESS_PATH}`,
    cancelUrl: `${options.origin}/payment-cancel`,
    tempGuestbookKey: options.tempGuestbookKey,
  };
}

export function upgradeCheckoutRequest(options: { guestbookId: string; newTierIdx: number; tierKey: string; origin: string }) {
  return {
    priceId: options.tierKey,
    mode: "payment" as const,
    successUrl: `${options.origin}${SUCCESS_PATH}`,
    // The cancel page offers 'Try Again' back to this guestbook rather than to a new one.
    cancelUrl: `${options.origin}/payment-cancel?guestbookId=${encodeURIComponent(options.guestbookId)}`,
    upgradeType: "tier" as const,
    guestbookId: options.guestbookId,
    newTierIdx: options.newTierIdx,
  };
}

export function subscriptionCheckoutRequest(options: { planKey: string; origin: string }) {
  return {
    mode: "subscription" as const,
    successUrl: `${options.origin}${SUCCESS_PATH}`,
    // Back to the plan's page, which says nothing was charged.
    cancelUrl: `${options.origin}/subscribe/${encodeURIComponent(options.planKey)}?cancelled=1`,
    upgradeType: "subscription" as const,
    planKey: options.planKey,
  };
}

/**
 * Asks the server for a checkout session; the caller goes to `url` or shows `error`: the server's text,
 * `fallback` for an answer without one, `unreachable` when the request itself failed.
 */
export async function startCheckout(body: object, texts: { fallback: string; unreachable: string }): Promise<TCheckoutResult> {
  try {
    const response = await apiFetch("/api/stripe/create-checkout-session", { json: body });
    return interpretCheckoutResponse(true, await response.text(), texts.fallback);
  } catch (error) {
    if (error instanceof ApiClientError && error.status) return { error: error.serverMessage ?? texts.fallback };
    return { error: texts.unreachable };
  }
}
