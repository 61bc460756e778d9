// The owner pages' calls to the guestbook API, over the one client (lib/client/api.ts): a failure is an
// ApiClientError with the status, code and the server's own text; a lapsed session goes to the login
// page and comes back.
import { loginUrl } from "@/lib/auth/login-url";
import { ApiClientError, apiFetch, type TApiOptions } from "@/lib/client/api";
import type { TGreeting } from "@/lib/guestbooks/defaults";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TGuestbookUpdate } from "@/lib/validation/guestbooks";
import type { TListeningLinkRequest } from "@/lib/validation/listening";

export function sendToLogin(): void {
  const here = window.location.pathname + window.location.search;
  // A full load: the login page must start without this page's state.

  window.location.assign(loginUrl(here));
}

/** `apiFetch` for the owner pages: a lapsed session (401) goes to the login page and comes back. */
export async function ownerFetch(url: string, options?: TApiOptions): Promise<Response> {
  try {
    return await apiFetch(url, options);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) sendToLogin();
    throw error;
  }
}

async function requestJson<T>(url: string, options?: TApiOptions): Promise<T> {
  return (await (await ownerFetch(url, options)).json()) as T;
}

export async function getGuestbook(id: string): Promise<TGuestbookJson> {
  return (await requestJson<{ guestbook: TGuestbookJson }>(`/api/guestbooks/${encodeURIComponent(id)}`)).guestbook;
}

export async function updateGuestbook(id: string, changes: TGuestbookUpdate): Promise<TGuestbookJson> {
  const result = await requestJson<{ guestbook: TGuestbookJson }>(`/api/guestbooks/${encodeURIComponent(id)}`, { method: "PUT", json: changes });
  return result.guestbook;
}

export async function getRecordings(guestbookId: string): Promise<TRecordingJson[]> {
  return (await requestJson<{ recordings: TRecordingJson[] }>(`/api/guestbooks/${encodeURIComponent(guestbookId)}/recordings`)).recordings;
}

export async function deleteRecording(guestbookId: string, recordingId: string): Promise<void> {
  await requestJson(`/api/guestbooks/${encodeURIComponent(guestbookId)}/recordings/${encodeURIComponent(recordingId)}`, { method: "DELETE" });
}

/** The name a download should be saved under: RFC 5987 `filename*` first, then the plain `filename`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? fallback;
}

/** Saves a file the browser already holds, as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, name);
  // Revoking at once can cancel the download in some browsers; a minute is plenty to hand it over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Lets the browser download `url` itself (its own progress, no copy in memory). */
export function startDownload(url: string, name = ""): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export async function setRecordingListed(guestbookId: string, recordingId: string, listed: boolean): Promise<TRecordingJson> {
  const path = `/api/guestbooks/${encodeURIComponent(guestbookId)}/recordings/${encodeURIComponent(recordingId)}`;
  return (await requestJson<{ recording: TRecordingJson }>(path, { method: "PUT", json: { listed } })).recording;
}

export function requestListeningLink(guestbookId: string, body: TListeningLinkRequest = {}): Promise<TListeningLinkJson> {
  return requestJson<TListeningLinkJson>(`/api/guestbooks/${encodeURIComponent(guestbookId)}/listening-link`, { method: "POST", json: body });
}

export async function revokeListeningLink(guestbookId: string): Promise<void> {
  await requestJson(`/api/guestbooks/${encodeURIComponent(guestbookId)}/listening-link`, { method: "DELETE" });
}

export async function getGreeting(guestbookId: string): Promise<TGreeting | null> {
  return (await requestJson<{ greeting: TGreeting | null }>(`/api/guestbooks/${encodeURIComponent(guestbookId)}/greeting`)).greeting;
}

/** Stores a recorded or chosen greeting in place of the earlier one; no timeout, a memo may take a while on a slow line. */
export async function putGreeting(guestbookId: string, take: { blob: Blob; fileName: string }): Promise<TGreeting> {
  const form = new FormData();
  form.append("audio", take.blob, take.fileName);
  const result = await requestJson<{ greeting: TGreeting }>(`/api/guestbooks/${encodeURIComponent(guestbookId)}/greeting`, {
    method: "PUT",
    form,
    timeoutMs: 0,
  });
  return result.greeting;
}

export async function deleteGreeting(guestbookId: string): Promise<void> {
  await ownerFetch(`/api/guestbooks/${encodeURIComponent(guestbookId)}/greeting`, { method: "DELETE" });
}
