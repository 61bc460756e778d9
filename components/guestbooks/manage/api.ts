// The owner pages' calls to the guestbook API, with the session cookie. A failure carries the status
// and the server's own `{ error }` text, so pages can show the spec's messages; a lapsed session goes
// to the login page and comes back.
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import type { TGuestbookUpdate } from "@/lib/validation/guestbooks";

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly body: Record<string, unknown>,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "RequestError";
  }

  get requiresUpgrade(): boolean {
    return this.status === 403 && this.body.requiresUpgrade === true;
  }
}

export function sendToLogin(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?callbackUrl=${encodeURIComponent(here)}`);
}

export async function errorFrom(response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return new RequestError(response.status, typeof body.error === "string" ? body.error : null, body);
}

async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init.headers } });
  if (response.status === 401) sendToLogin();
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

export async function getGuestbook(id: string): Promise<TGuestbookJson> {
  return (await requestJson<{ guestbook: TGuestbookJson }>(`/api/guestbooks/${encodeURIComponent(id)}`)).guestbook;
}

export async function updateGuestbook(id: string, changes: TGuestbookUpdate): Promise<TGuestbookJson> {
  const result = await requestJson<{ guestbook: TGuestbookJson }>(`/api/guestbooks/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(changes),
  });
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
