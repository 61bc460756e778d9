// The manage page's calls to the card API (the contract's /api/personal-messages routes), over the one
// client. A lapsed session goes to the login page and comes back (ownerFetch).
import { ownerFetch, saveBlob } from "@/components/guestbooks/manage/api";
import { fetchMp3WhenReady } from "@/lib/client/mp3";
import type { TCardJson } from "@/lib/validation/cards";
import type { TManageCardForm } from "./card-form";

const cardPath = (id: string) => `/api/personal-messages/${encodeURIComponent(id)}`;

async function json<T>(url: string, options?: Parameters<typeof ownerFetch>[1]): Promise<T> {
  return (await (await ownerFetch(url, options)).json()) as T;
}

export async function updateCard(id: string, changes: Partial<TManageCardForm>): Promise<TCardJson> {
  return (await json<{ message: TCardJson }>(cardPath(id), { method: "PUT", json: changes })).message;
}

export async function setCardActive(id: string, isActive: boolean): Promise<TCardJson> {
  return (await json<{ message: TCardJson }>(`${cardPath(id)}/toggle-status`, { method: "PUT", json: { isActive } })).message;
}

export async function deleteCard(id: string): Promise<void> {
  // 404: already gone (deleted in another window), which is what was asked.
  await ownerFetch(cardPath(id), { method: "DELETE", okStatuses: [404] });
}

/** The checkout address for Forever Hosting (Stripe, or the local test checkout). */
export async function startForeverHosting(id: string, customerEmail: string | null): Promise<string> {
  const body = customerEmail ? { customerEmail } : {};
  return (await json<{ url: string }>(`/api/forever-hosting/personal-message/${encodeURIComponent(id)}`, { json: body })).url;
}

export const cardAudioUrl = (id: string) => `${cardPath(id)}/audio`;

/** Downloads the card's MP3 as `{fileName}`; while the server is still making it (409 MP3_NOT_READY) it waits and asks again. */
export async function downloadCardMp3(id: string, fileName: string): Promise<void> {
  const response = await fetchMp3WhenReady(`${cardPath(id)}/mp3?download=1`, { fetcher: ownerFetch });
  saveBlob(await response.blob(), fileName);
}
