// The browser's calls to the pro audio card API (docs/PRO-CARDS-API.md), over the one client
// (lib/client/api.ts): a failure is an ApiClientError with the status and the server's stable `code`.
// Owner calls (list, create, manage, delete, Forever Hosting) ride the session cookie; the recipient's
// (activate, update, record, the cover upload) ride the card's recorder cookie, which the server sets on
// activation and the browser sends by itself. Screens branch on codes: NOT_ACTIVATED shows the
// activation modal, HOSTING_ENDED the ended state, RECORDER_ONLY asks for the code on this device.
import type {
  TProCardCreate,
  TProCardCreated,
  TProCardLookUpdate,
  TProCardManageUpdate,
  TProCardOwnerJson,
  TProCardPublicJson,
  TProUsage,
} from "@/lib/validation/pro-cards";
import type { SHEET_PAPERS } from "@/lib/constants/pro-cards";
import { ApiClientError, apiFetch, apiJson } from "./api";
import { fetchMp3WhenReady } from "./mp3";
import { startForeverHosting } from "./payments";

const API = "/api/subscription-audio-messages";
export type TSheetPaper = (typeof SHEET_PAPERS)[number];
const cardPath = (id: string) => `${API}/${encodeURIComponent(id)}`;

/** The card's API address (its preview image is `${path}/preview-image`). */
export const proCardApiPath = cardPath;

/** Saving a take can take a while on a slow connection: 60 s of audio, base64, then ffmpeg. */
const RECORD_TIMEOUT_MS = 120_000;

export const proCardAudioUrl = (id: string) => `${cardPath(id)}/audio`;
export const proCardMp3Url = (id: string, download = false) => `${cardPath(id)}/mp3${download ? "?download=1" : ""}`;

// ——— the owner ———

export function listProCards(signal?: AbortSignal): Promise<{ messages: TProCardOwnerJson[]; usage: TProUsage }> {
  return apiJson(API, { signal });
}

/** Makes one card, or `count` (1–200) at once; the answer's top-level fields are the first card's. */
export function createProCards(input: TProCardCreate = {}): Promise<TProCardCreated> {
  return apiJson(API, { method: "POST", json: input });
}

export async function deleteProCard(id: string): Promise<void> {
  // 404: already gone (deleted in another window), which is what was asked.
  await apiFetch(cardPath(id), { method: "DELETE", okStatuses: [404] });
}

export async function getOwnedProCard(id: string, signal?: AbortSignal): Promise<TProCardOwnerJson> {
  return (await apiJson<{ message: TProCardOwnerJson }>(`${cardPath(id)}/manage`, { signal })).message;
}

export async function updateOwnedProCard(id: string, changes: TProCardManageUpdate): Promise<TProCardOwnerJson> {
  return (await apiJson<{ message: TProCardOwnerJson }>(`${cardPath(id)}/manage`, { method: "PUT", json: changes })).message;
}

/** The printable activation sheet (PDF) of the owner's chosen cards, on A4 or US Letter. */
export async function fetchActivationSheet(ids: readonly string[], paper: TSheetPaper): Promise<Blob> {
  const query = new URLSearchParams({ paper, ids: ids.join(",") });
  // Drawing hundreds of QR codes takes a while on a busy server.
  return (await apiFetch(`${API}/activation-sheet?${query}`, { timeoutMs: 120_000 })).blob();
}

/** The checkout address for the card's Forever Hosting (Stripe, or the local test checkout). */
export function startProCardForeverHosting(id: string, customerEmail?: string | null): Promise<string> {
  return startForeverHosting("subscription-message", id, customerEmail);
}

/** The card's MP3 (its download name in Content-Disposition), waiting while the server still makes it. */
export function fetchProCardMp3(id: string): Promise<Response> {
  return fetchMp3WhenReady(proCardMp3Url(id, true));
}

// ——— the public page ———

export type TPublicProCard =
  | { kind: "card"; card: TProCardPublicJson }
  /** 404 NOT_ACTIVATED: show the activation modal. */
  | { kind: "notActivated" }
  /** 410 HOSTING_ENDED: the card's year passed without Forever Hosting. */
  | { kind: "hostingEnded"; message: string };

/** The card for /audio/{id}; a missing card and other failures throw (404 'Pro audio card not found'). */
export async function loadPublicProCard(id: string, signal?: AbortSignal): Promise<TPublicProCard> {
  try {
    return { kind: "card", card: (await apiJson<{ message: TProCardPublicJson }>(cardPath(id), { signal })).message };
  } catch (error) {
    if (error instanceof ApiClientError && error.code === "NOT_ACTIVATED") return { kind: "notActivated" };
    if (error instanceof ApiClientError && error.code === "HOSTING_ENDED") return { kind: "hostingEnded", message: error.serverMessage ?? "" };
    throw error;
  }
}

/** Activates the card with its code (as typed: the server trims and ignores case, spaces and dashes) and makes this browser its recorder. */
export async function activateProCard(id: string, activationCode: string): Promise<TProCardPublicJson> {
  return (await apiJson<{ message: TProCardPublicJson }>(`${cardPath(id)}/activate`, { json: { activationCode } })).message;
}

/** The recipient's look and options, before recording. */
export async function updateProCardLook(id: string, changes: TProCardLookUpdate): Promise<TProCardPublicJson> {
  return (await apiJson<{ message: TProCardPublicJson }>(`${cardPath(id)}/update`, { method: "PUT", json: changes })).message;
}

/** Base64 of a blob, without the browser-only FileReader. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/** Saves the recipient's take with the look; the card is then read-only. `durationSeconds` is the recorder's own measure. */
export async function recordProCard(id: string, take: { blob: Blob; durationSeconds: number }, look: TProCardLookUpdate = {}): Promise<TProCardPublicJson> {
  const json = { ...look, audioData: await blobToBase64(take.blob), audioType: take.blob.type || undefined, duration: take.durationSeconds };
  return (await apiJson<{ message: TProCardPublicJson }>(`${cardPath(id)}/record`, { json, timeoutMs: RECORD_TIMEOUT_MS })).message;
}

/** A cover image: the signed-in user's own upload, or (with `messageId`) the recipient's for that card. */
export async function uploadProCardCover(image: Blob, messageId?: string): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append("image", image, "cover");
  const query = messageId ? `?messageId=${encodeURIComponent(messageId)}` : "";
  return apiJson(`/api/pro-audio-upload-image${query}`, { form, timeoutMs: 60_000 });
}
