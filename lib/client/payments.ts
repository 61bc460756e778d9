// The browser's calls for payments (docs/PAYMENTS-API.md), over the one client (lib/client/api.ts):
// starting a checkout (spec 001 section 7: the request bodies for a new paid guestbook, a tier upgrade,
// a business plan, a credit pack, Forever Hosting; the body names what is bought, the server prices it,
// lib/payments/catalog.ts), a checkout's state, billing, and the local test checkout's buttons.
import { parseJsonObject } from "@/lib/http/json-object";
import { ZBillingInfo, type TBillingInfo } from "@/lib/validation/billing-info";
import { ZCheckoutSessionStatus, type TCheckoutSessionStatus } from "@/lib/validation/payments";
import { ApiClientError, apiFetch, apiJson } from "./api";

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

/** Opens the checkout for Forever Hosting of a card (`personal-message`) or a pro card (`subscription-message`). */
export async function startForeverHosting(kind: "personal-message" | "subscription-message", id: string, customerEmail?: string | null): Promise<string> {
  const body = customerEmail ? { customerEmail } : {};
  return (await apiJson<{ url: string }>(`/api/forever-hosting/${kind}/${encodeURIComponent(id)}`, { json: body })).url;
}

/** Opens the checkout for a credit pack from the card wizard; the buyer comes back to /personal-message?from_payment=1. */
export async function startCreditCheckout(packKey: string): Promise<string> {
  const { url } = await apiJson<{ url: string }>("/api/stripe/create-checkout-session", {
    json: { upgradeType: "audio_message_credits", packKey, successUrl: "/personal-message?from_payment=1", cancelUrl: "/personal-message" },
  });
  return url;
}

/** A checkout's state as the server knows it (`metadata` says what was bought). */
export async function getCheckoutSession(sessionId: string, signal?: AbortSignal): Promise<TCheckoutSessionStatus> {
  return ZCheckoutSessionStatus.parse(await apiJson(`/api/stripe/session/${encodeURIComponent(sessionId)}`, { signal }));
}

// ——— billing ———

/** The settings tab's billing facts; null when they could not be read. */
export async function getBillingInfo(): Promise<TBillingInfo | null> {
  try {
    const parsed = ZBillingInfo.safeParse(await apiJson("/api/billing/info"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The customer portal's address as the server answers it (not yet checked). */
export async function requestBillingPortal(): Promise<unknown> {
  return (await apiJson<{ url?: unknown }>("/api/billing/portal", { method: "POST" })).url;
}

// ——— the local test checkout (test-payment mode only) ———

/** Pays a test checkout (the same fulfilment as Stripe's webhook); answers the success address the server stored. */
export async function completeTestPayment(sessionId: string): Promise<unknown> {
  return (await apiJson<{ successUrl?: unknown }>(`/api/test/complete-payment/${encodeURIComponent(sessionId)}`, { method: "POST" })).successUrl;
}

export async function cancelTestPayment(sessionId: string): Promise<void> {
  await apiFetch(`/api/test/cancel-payment/${encodeURIComponent(sessionId)}`, { method: "POST" });
}

/** The local billing page's stand-ins for Stripe Billing: a renewal paid, a renewal failed, a cancellation. */
export async function actOnTestSubscription(subscriptionId: string, action: "renew" | "fail" | "cancel"): Promise<void> {
  await apiFetch(`/api/test/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`, { method: "POST" });
}
