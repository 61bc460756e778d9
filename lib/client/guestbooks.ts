// The browser's calls to the guestbook API (docs/GUESTBOOKS-API.md), over the one client
// (lib/client/api.ts): create (the wizard), read, edit and delete, the greeting, the listening link,
// stitches and the keepsake book. The owner's calls go through ownerFetch (a lapsed session signs in
// and comes back); a failure is an ApiClientError whose `code` the screens branch on.
import type { TGreeting } from "@/lib/constants/guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TStitchJson, TStitchUsage } from "@/lib/stitching/stitch-json";
import type { TGuestbookUpdate } from "@/lib/validation/guestbooks";
import type { TKeepsakeJson } from "@/lib/keepsake/keepsake-json";
import type { TKeepsakeRequest, TListeningLinkRequest } from "@/lib/validation/listening";
import { parseJsonObject } from "@/lib/http/json-object";
import { ApiClientError, apiDelete, apiFetch, apiJson, ownerFetch, ownerJson } from "./api";

const API = "/api/guestbooks";
export const guestbookPath = (id: string) => `${API}/${encodeURIComponent(id)}`;

// ——— the owner's guestbooks ———

/** The SWR key of one guestbook (its answer is `{ guestbook }`). */
export const guestbookKey = (id: string) => guestbookPath(id);
export type TGuestbookBody = { guestbook: TGuestbookJson };

/** The owner's guestbooks as the server lists them (the wizard reads names, tiers and states from it). */
export function listGuestbooks(signal?: AbortSignal): Promise<unknown> {
  return apiJson(API, { signal });
}

export async function updateGuestbook(id: string, changes: TGuestbookUpdate): Promise<TGuestbookJson> {
  return (await ownerJson<TGuestbookBody>(guestbookPath(id), { method: "PUT", json: changes })).guestbook;
}

export function deleteGuestbook(id: string): Promise<void> {
  return apiDelete(guestbookPath(id));
}

/** Makes a pro guestbook with the next default name; answers its id. */
export async function createProGuestbook(): Promise<unknown> {
  return (await apiJson<{ guestbookId?: unknown }>("/api/subscription-guestbooks", { json: {} })).guestbookId;
}

// ——— the listening link, the greeting ———

export function requestListeningLink(guestbookId: string, body: TListeningLinkRequest = {}): Promise<TListeningLinkJson> {
  return ownerJson<TListeningLinkJson>(`${guestbookPath(guestbookId)}/listening-link`, { method: "POST", json: body });
}

export async function revokeListeningLink(guestbookId: string): Promise<void> {
  await ownerFetch(`${guestbookPath(guestbookId)}/listening-link`, { method: "DELETE" });
}

/** The SWR key of a guestbook's greeting (its answer is `{ greeting }`). */
export const greetingKey = (guestbookId: string) => `${guestbookPath(guestbookId)}/greeting`;
export type TGreetingBody = { greeting: TGreeting | null };

/** Stores a recorded or chosen greeting in place of the earlier one; no timeout, a memo may take a while on a slow line. */
export async function putGreeting(guestbookId: string, take: { blob: Blob; fileName: string }): Promise<TGreeting> {
  const form = new FormData();
  form.append("audio", take.blob, take.fileName);
  return (await ownerJson<{ greeting: TGreeting }>(greetingKey(guestbookId), { method: "PUT", form, timeoutMs: 0 })).greeting;
}

export async function deleteGreeting(guestbookId: string): Promise<void> {
  await ownerFetch(greetingKey(guestbookId), { method: "DELETE" });
}

// ——— stitches, the keepsake book, the ZIP ———

/** The SWR keys of the stitches made so far (`{ stitches }`) and of the stitch allowance. */
export const stitchesKey = (guestbookId: string) => `${guestbookPath(guestbookId)}/stitches`;
export const stitchUsageKey = (guestbookId: string) => `${guestbookPath(guestbookId)}/stitched-audio-usage`;
export type TStitchesBody = { stitches: TStitchJson[] };
export type { TStitchUsage };

export async function startStitch(guestbookId: string, recordingIds: string[]): Promise<TStitchJson | undefined> {
  return (await apiJson<{ stitch?: TStitchJson }>(`${guestbookPath(guestbookId)}/stitch-audio`, { json: { recordingIds, incrementUsage: true } })).stitch;
}

/** Asks for the keepsake book: the kept one (status "ready") or the one a job is drawing. */
export async function requestKeepsake(guestbookId: string, body: TKeepsakeRequest): Promise<TKeepsakeJson> {
  return (await ownerJson<{ keepsake: TKeepsakeJson }>(`${guestbookPath(guestbookId)}/keepsake`, { json: body })).keepsake;
}

/** Reads a keepsake book: its PDF (200, to read with progress) or, while it is drawn, its progress (202). */
export async function readKeepsake(url: string): Promise<{ pdf: Response } | { building: TKeepsakeJson }> {
  const response = await ownerFetch(url, { timeoutMs: 0 });
  if (response.status !== 202) return { pdf: response };
  return { building: ((await response.json()) as { keepsake: TKeepsakeJson }).keepsake };
}

/** The ZIP of the chosen recordings (null: every playable one); `asRecorded`: the originals as sent. */
export function recordingsArchiveUrl(guestbookId: string, ids: string[] | null, asRecorded = false): string {
  const params = [...(ids ? [`ids=${ids.map(encodeURIComponent).join(",")}`] : []), ...(asRecorded ? ["as=recorded"] : [])];
  return `${guestbookPath(guestbookId)}/recordings/archive${params.length ? `?${params.join("&")}` : ""}`;
}

// ——— the wizard's create ———

/** The fields of the created guestbook that step 3 shows. */
export type TCreatedGuestbook = Pick<
  TGuestbookJson,
  "id" | "name" | "eventType" | "eventTypeCustom" | "eventDate" | "tierIdx" | "tierName" | "maxGuests" | "maxRecordingDuration" | "publicUrl"
>;

export type TCreateOutcome =
  | { kind: "created"; guestbook: TCreatedGuestbook }
  | { kind: "payment"; message: string; tempGuestbookKey: string }
  | { kind: "signIn" }
  | { kind: "error"; lines: string[] };

export const FREE_GUESTBOOK_ADVICE = "Please delete your existing free guestbook or upgrade to a paid tier.";
export const INVALID_JSON = "Invalid JSON response from server";
const FAILED_TO_CREATE = "Failed to create guestbook";

function asCreatedGuestbook(value: unknown): TCreatedGuestbook | null {
  const g = value as Record<string, unknown> | null;
  if (!g || typeof g.id !== "string" || typeof g.publicUrl !== "string") return null;
  return {
    id: g.id,
    name: String(g.name ?? g.guestbookName ?? ""),
    eventType: String(g.eventType ?? ""),
    eventTypeCustom: typeof g.eventTypeCustom === "string" ? g.eventTypeCustom : null,
    eventDate: String(g.eventDate ?? ""),
    tierIdx: Number(g.tierIdx ?? 0),
    tierName: String(g.tierName ?? ""),
    maxGuests: Number(g.maxGuests ?? 0),
    maxRecordingDuration: Number(g.maxRecordingDuration ?? 0),
    publicUrl: g.publicUrl,
  };
}

/** Reads an answer of the create call (body null: it was not a JSON object) into what the wizard does next. */
export function interpretCreateResponse(ok: boolean, body: Record<string, unknown> | null): TCreateOutcome {
  if (body?.code === "UNAUTHORIZED") return { kind: "signIn" };
  if (!body) return { kind: "error", lines: [INVALID_JSON] };
  const error = typeof body.error === "string" && body.error ? body.error : null;

  if (ok) {
    const guestbook = asCreatedGuestbook(body.guestbook);
    return guestbook ? { kind: "created", guestbook } : { kind: "error", lines: [`Error creating guestbook: ${FAILED_TO_CREATE}`] };
  }
  if (body.code === "REQUIRES_PAYMENT") {
    if (typeof body.tempGuestbookKey !== "string" || !body.tempGuestbookKey) return { kind: "error", lines: ["No temporary guestbook key returned"] };
    return { kind: "payment", message: error ?? "You need to purchase this guestbook tier.", tempGuestbookKey: body.tempGuestbookKey };
  }
  if (body.code === "FREE_GUESTBOOK_USED" && error) {
    const existing = typeof body.existingGuestbookName === "string" && body.existingGuestbookName ? body.existingGuestbookName : "Unknown";
    return { kind: "error", lines: [error, `Existing guestbook: ${existing}`, FREE_GUESTBOOK_ADVICE] };
  }
  return { kind: "error", lines: [`Error creating guestbook: ${error ?? FAILED_TO_CREATE}`] };
}

/** Sends the wizard's guestbook to the create call. */
export async function requestCreate(payload: unknown): Promise<TCreateOutcome> {
  try {
    const response = await apiFetch(API, { json: payload });
    return interpretCreateResponse(true, parseJsonObject(await response.text()));
  } catch (error) {
    if (error instanceof ApiClientError && error.code === "UNAUTHORIZED") return { kind: "signIn" };
    if (error instanceof ApiClientError && error.status) return interpretCreateResponse(false, { ...error.body, code: error.code });
    return { kind: "error", lines: [`Error creating guestbook: ${FAILED_TO_CREATE}`] };
  }
}
