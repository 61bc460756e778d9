// The browser's calls to the audio card API (docs/CARDS-API.md: the /api/personal-messages routes), over
// the one client (lib/client/api.ts). The wizard's: create a card from the kept take (multipart, 30 s),
// personalize a card made from recordings (PUT), read it, and wait for a credit pack's payment; screens
// branch on the outcome's kind. The manage page's and the dashboard's: edit, switch on or off, delete,
// download. A lapsed session on the manage page goes to the login page and comes back (ownerFetch).
import { createFields, updateBody, type TCardWizardForm } from "@/lib/cards/wizard-form";
import type { TCardLook } from "@/lib/cards/look";
import type { TCardJson, TCardUpdate } from "@/lib/validation/cards";
import { ApiClientError, apiDelete, apiJson, messageOf, ownerFetch, ownerJson } from "./api";
import { saveBlob } from "./download";
import { fetchMp3WhenReady } from "./mp3";
import { getCheckoutSession } from "./payments";
import { extensionForMimeType } from "./recorder/choose-mime-type";

const API = "/api/personal-messages";
const cardPath = (id: string) => `${API}/${encodeURIComponent(id)}`;

/** Where the wizard sends a kept take (its pending takes are filed under this address). */
export const CARD_CREATE_ENDPOINT = API;

export const CREATE_TIMEOUT_MS = 30_000;
export const TIMED_OUT = "Request timed out. Please try again.";
export const CREATE_FAILED = "Failed to create audio message. Please try again.";
export const SAVE_FAILED = "Failed to save changes";
export const LOAD_FAILED = "Failed to load audio message";
export const CHECKOUT_FAILED = "Failed to start payment process. Please try again.";
export const LOGIN_REQUIRED = "Please log in to create your audio message.";

/** The card as the wizard's share step needs it (a subset of the contract's TCardJson). */
/** A recorded take on its way to becoming a card. */
export type TCardTake = { blob: Blob; mimeType: string; durationMs: number };

export type TMadeCard = TCardLook & { messageId: string; messageUrl: string; name: string; allowDownload: boolean; foreverHostingEnabled: boolean };

export type TCreateOutcome = { kind: "created"; card: TMadeCard } | { kind: "payment" } | { kind: "signIn" } | { kind: "error"; message: string };

/** What a failed create or save means for the wizard: pay, sign in, or show a text. */
export function failureOf(error: unknown, fallback: string): Exclude<TCreateOutcome, { kind: "created" }> {
  if (error instanceof ApiClientError) {
    if (error.code === "REQUIRES_PAYMENT" || error.body.requiresPayment === true) return { kind: "payment" };
    if (error.code === "UNAUTHORIZED") return { kind: "signIn" };
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
    const answer = await apiJson<{ messageId: string; messageUrl: string; card: TMadeCard }>(API, {
      form: body,
      timeoutMs: CREATE_TIMEOUT_MS,
    });
    return { kind: "created", card: { ...answer.card, messageId: answer.messageId, messageUrl: answer.messageUrl } };
  } catch (error) {
    return failureOf(error, CREATE_FAILED);
  }
}

export async function loadOwnCard(messageId: string, signal?: AbortSignal): Promise<TMadeCard> {
  const { message } = await apiJson<{ message: TMadeCard }>(cardPath(messageId), { signal });
  return message;
}

export async function updateCardLook(messageId: string, form: TCardWizardForm): Promise<TCreateOutcome> {
  try {
    const { message } = await apiJson<{ message: TMadeCard }>(cardPath(messageId), {
      method: "PUT",
      json: updateBody(form),
    });
    return { kind: "created", card: message };
  } catch (error) {
    return failureOf(error, SAVE_FAILED);
  }
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
      const { status } = await getCheckoutSession(sessionId, signal);
      if (status === "completed") return true;
      if (status !== "open") return false;
    } catch (error) {
      // A session that is not this buyer's, or does not exist, will not become paid.
      if (error instanceof ApiClientError && error.code === "NOT_FOUND") return false;
    }
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS));
  }
  return false;
}

// ——— the manage page and the dashboard ———

export async function updateCard(id: string, changes: TCardUpdate): Promise<TCardJson> {
  return (await ownerJson<{ message: TCardJson }>(cardPath(id), { method: "PUT", json: changes })).message;
}

export async function setCardActive(id: string, isActive: boolean): Promise<TCardJson> {
  return (await ownerJson<{ message: TCardJson }>(`${cardPath(id)}/toggle-status`, { method: "PUT", json: { isActive } })).message;
}

/** Deletes the owner's card; one already gone (deleted in another window) counts as deleted. */
export function deleteCard(id: string, options: { owner?: boolean } = {}): Promise<void> {
  return apiDelete(cardPath(id), options);
}

export const cardAudioUrl = (id: string) => `${cardPath(id)}/audio`;

/** The card's MP3 for a download link (the public page's Download). */
export const cardMp3DownloadUrl = (id: string) => `${cardPath(id)}/mp3?download=1`;

/** Downloads the card's MP3 as `{fileName}`; while the server is still making it (MP3_NOT_READY) it waits and asks again. */
export async function downloadCardMp3(id: string, fileName: string): Promise<void> {
  const response = await fetchMp3WhenReady(cardMp3DownloadUrl(id), { fetcher: ownerFetch });
  saveBlob(await response.blob(), fileName);
}
