// The wizard's calls, through the one browser client (lib/client/api.ts), against the contract of issue
// 12: create a card from the kept take (multipart, 30 s), personalize a card made from recordings (PUT),
// read it, and buy a credit pack through the existing checkout. Screens branch on the outcome's kind.
import { ApiClientError, apiJson, messageOf } from "@/lib/client/api";
import { extensionForMimeType } from "@/lib/client/recorder/choose-mime-type";
import type { TCardLook } from "@/lib/cards/look";
import type { TCardTake } from "./card-draft";
import { createFields, updateBody, type TCardWizardForm } from "./wizard-form";

export const CREATE_TIMEOUT_MS = 30_000;
export const TIMED_OUT = "Request timed out. Please try again.";
export const CREATE_FAILED = "Failed to create audio message. Please try again.";
export const SAVE_FAILED = "Failed to save changes";
export const LOAD_FAILED = "Failed to load audio message";
export const CHECKOUT_FAILED = "Failed to start payment process. Please try again.";
export const LOGIN_REQUIRED = "Please log in to create your audio message.";

/** The card as the wizard's share step needs it (a subset of the contract's TCardJson). */
export type TMadeCard = TCardLook & { messageId: string; messageUrl: string; name: string; allowDownload: boolean; foreverHostingEnabled: boolean };

export type TCreateOutcome = { kind: "created"; card: TMadeCard } | { kind: "payment" } | { kind: "signIn" } | { kind: "error"; message: string };

/** What a failed create or save means for the wizard: pay, sign in, or show a text. */
export function failureOf(error: unknown, fallback: string): Exclude<TCreateOutcome, { kind: "created" }> {
  if (error instanceof ApiClientError) {
    if (error.code === "REQUIRES_PAYMENT" || error.status === 402 || error.body.requiresPayment === true) return { kind: "payment" };
    if (error.status === 401) return { kind: "signIn" };
    if (error.code === "TIMEOUT") return { kind: "error", message: TIMED_OUT };
  }
  return { kind: "error", message: messageOf(error, fallback) };
}

/** The card's address on this site, whatever origin the server's messageUrl was built on. */
export function cardLink(origin: string, messageId: string): string {
  return `${origin}/personal-message/${encodeURIComponent(messageId)}`;
}

export async function createCard(opts: { clientUploadId: string; take: TCardTake; form: TCardWizardForm }): Promise<TCreateOutcome> {
  const body = new FormData();
  body.append("audio", opts.take.blob, `card.${extensionForMimeType(opts.take.mimeType)}`);
  body.append("clientUploadId", opts.clientUploadId);
  for (const [field, value] of Object.entries(createFields(opts.form))) body.append(field, value);
  try {
    const answer = await apiJson<{ messageId: string; messageUrl: string; card: TMadeCard }>("/api/personal-messages", {
      form: body,
      timeoutMs: CREATE_TIMEOUT_MS,
    });
    return { kind: "created", card: { ...answer.card, messageId: answer.messageId, messageUrl: answer.messageUrl } };
  } catch (error) {
    return failureOf(error, CREATE_FAILED);
  }
}

export async function loadOwnCard(messageId: string, signal?: AbortSignal): Promise<TMadeCard> {
  const { message } = await apiJson<{ message: TMadeCard }>(`/api/personal-messages/${encodeURIComponent(messageId)}`, { signal });
  return message;
}

export async function updateCardLook(messageId: string, form: TCardWizardForm): Promise<TCreateOutcome> {
  try {
    const { message } = await apiJson<{ message: TMadeCard }>(`/api/personal-messages/${encodeURIComponent(messageId)}`, {
      method: "PUT",
      json: updateBody(form),
    });
    return { kind: "created", card: message };
  } catch (error) {
    return failureOf(error, SAVE_FAILED);
  }
}

/** Opens the checkout for a credit pack; the buyer comes back to /personal-message?from_payment=1. */
export async function startCreditCheckout(packKey: string): Promise<string> {
  const { url } = await apiJson<{ url: string }>("/api/stripe/create-checkout-session", {
    json: { upgradeType: "audio_message_credits", packKey, successUrl: "/personal-message?from_payment=1", cancelUrl: "/personal-message" },
  });
  return url;
}

/** How long the wizard waits for a paid checkout's fulfilment (the webhook) before it stops and says so. */
const PAYMENT_WAIT_MS = 60_000;
const PAYMENT_POLL_MS = 1500;
export const PAYMENT_NOT_CONFIRMED = "We could not confirm your payment yet. Your recording is kept: try creating the card again in a moment.";

/**
 * Back from buying credits: asks the checkout's state until it is fulfilled ('completed', the credits
 * added), ended without payment, or PAYMENT_WAIT_MS passed. True only when the credits are in.
 */
export async function waitForCreditPayment(sessionId: string, signal: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + PAYMENT_WAIT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    try {
      const { status } = await apiJson<{ status: "open" | "completed" | "expired" | "canceled" }>(`/api/stripe/session/${encodeURIComponent(sessionId)}`, {
        signal,
      });
      if (status === "completed") return true;
      if (status !== "open") return false;
    } catch (error) {
      // A session that is not this buyer's, or does not exist, will not become paid.
      if (error instanceof ApiClientError && error.status === 404) return false;
    }
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS));
  }
  return false;
}
