// Reading the answer of POST /api/guestbooks into what the wizard shows,
// with spec 001 section 8's texts.
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { parseJsonObject } from "@/lib/http/json-object";

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

/** Reads an answer of POST /api/guestbooks (null: it was not a JSON object) into what the wizard does next. */
export function interpretCreateResponse(status: number, body: Record<string, unknown> | null): TCreateOutcome {
  if (status === 401) return { kind: "signIn" };
  if (!body) return { kind: "error", lines: [INVALID_JSON] };
  const error = typeof body.error === "string" && body.error ? body.error : null;

  if (status >= 200 && status < 300) {
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

/** Sends the wizard's guestbook to POST /api/guestbooks. */
export async function requestCreate(payload: unknown): Promise<TCreateOutcome> {
  try {
    const response = await apiFetch("/api/guestbooks", { json: payload });
    return interpretCreateResponse(response.status, parseJsonObject(await response.text()));
  } catch (error) {
    if (error instanceof ApiClientError && error.status) return interpretCreateResponse(error.status, error.body);
    return { kind: "error", lines: [`Error creating guestbook: ${FAILED_TO_CREATE}`] };
  }
}
