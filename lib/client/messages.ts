// The browser's calls for quick voice messages (/record, /message/{id}, the dashboard's list), over the
// one client (lib/client/api.ts).
import type { TPublicMessage } from "@/lib/messages/public-message";
import { apiDelete, apiJson } from "./api";

/** The message as JSON (its state, while the server still makes its MP3). */
export const messageUrl = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

/** Where /record sends a take (multipart: audio, title, name, email). */
export const QUICK_MESSAGE_ENDPOINT = "/api/upload-audio";

/** The message's original audio (streamed with byte ranges). */
export const messageAudioUrl = (id: string) => `${messageUrl(id)}/audio`;

export function getMessage(id: string): Promise<TPublicMessage> {
  return apiJson<TPublicMessage>(messageUrl(id));
}

/** Deletes the owner's message and its voice; one already gone counts as deleted. */
export function deleteMessage(id: string): Promise<void> {
  return apiDelete(messageUrl(id));
}
