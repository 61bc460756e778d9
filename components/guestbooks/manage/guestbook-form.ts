// The editable fields of a guestbook as the edit and manage pages hold them (the form schema,
// ZGuestbookForm, is the route's, in lib/validation/guestbooks.ts) and what changed against the loaded
// guestbook (only that is sent). Dates in the form are the host's local calendar days (YYYY-MM-DD), as
// <input type="date"> gives them.
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { LOOK_FIELDS, lookOf, type TGuestbookForm, type TGuestbookUpdate } from "@/lib/validation/guestbooks";
import { isHexColor } from "@/lib/validation/colors";

export type { TGuestbookForm };
export type TFormField = keyof TGuestbookForm;
export type TFormErrors = Partial<Record<TFormField, string>>;

/** A cover is one choice (a photo with its credit, or a solid colour), so its fields change together. */
export const COVER_FIELDS = ["themeColor", "coverImageUrl", "coverImagePhotographer", "coverImageUnsplashUrl"] as const satisfies readonly TFormField[];
const TEXT_FIELDS = new Set<TFormField>(["guestbookName", "eventTypeCustom", "title", "subtitle", "message"]);

/** When recordings may start and stop (paid tiers): sent together, as the server judges them together. */
const WINDOW_FIELDS = ["openDateEnabled", "openDate", "closeDateEnabled", "closeDate"] as const satisfies readonly TFormField[];

/** What the manage page's Personalization tab edits (spec 001 section 7, manage page PUT). */
export const PERSONALIZATION_FIELDS = [
  ...LOOK_FIELDS,
  "allowRecordings",
  "allowAnonymous",
  "allow24HoursBeforeAfter",
  "voicePolish",
  ...WINDOW_FIELDS,
] as const satisfies readonly TFormField[];

/** What /edit-guestbook edits (its overlay never changes there, so it is never sent). */
export const EDIT_FIELDS = [
  "guestbookName",
  "eventType",
  "eventTypeCustom",
  "eventDate",
  "guestInfo",
  "allowAnonymous",
  "allow24HoursBeforeAfter",
  "voicePolish",
  "moderation",
  "maxRecordingDuration",
  "timeZone",
  "language",
  ...WINDOW_FIELDS,
  ...LOOK_FIELDS,
] as const satisfies readonly TFormField[];

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function localToday(now = new Date()): string {
  return localDay(now);
}

/** The first moment of a local calendar day, as the ISO instant the server stores. */
export function startOfLocalDayIso(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date).toISOString();
}

/** The last moment of a local calendar day, as the ISO instant the server stores. */
export function endOfLocalDayIso(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

export function formFromGuestbook(guestbook: TGuestbookJson): TGuestbookForm {
  return {
    guestbookName: guestbook.name,
    eventType: guestbook.eventType,
    eventTypeCustom: guestbook.eventTypeCustom ?? "",
    eventDate: guestbook.eventDate,
    guestInfo: guestbook.guestInfo,
    allowAnonymous: guestbook.allowAnonymous,
    language: guestbook.language,
    timeZone: guestbook.timeZone,
    allowRecordings: guestbook.allowRecordings,
    allow24HoursBeforeAfter: guestbook.allow24HoursBeforeAfter,
    voicePolish: guestbook.voicePolish,
    moderation: guestbook.moderation,
    maxRecordingDuration: guestbook.maxRecordingDuration,
    ...lookOf(guestbook),
    openDateEnabled: guestbook.openDateEnabled,
    openDate: guestbook.openDate ? localDay(new Date(guestbook.openDate)) : "",
    closeDateEnabled: guestbook.closeDateEnabled,
    closeDate: guestbook.closeDate ? localDay(new Date(guestbook.closeDate)) : "",
  };
}

function sameValue(field: TFormField, a: unknown, b: unknown): boolean {
  if (TEXT_FIELDS.has(field)) return String(a).trim() === String(b).trim();
  if (typeof a === "string" && typeof b === "string" && isHexColor(a) && isHexColor(b)) return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/** The request body holding only what differs from `original` among `fields`; empty when nothing does. */
export function changedFields(original: TGuestbookForm, draft: TGuestbookForm, fields: readonly TFormField[]): TGuestbookUpdate {
  const changed = new Set(fields.filter((field) => !sameValue(field, original[field], draft[field])));
  const body: Record<string, unknown> = {};
  for (const field of changed) {
    if ((WINDOW_FIELDS as readonly TFormField[]).includes(field) || field === "eventTypeCustom") continue;
    const value = draft[field];
    body[field] = typeof value === "string" && TEXT_FIELDS.has(field) ? value.trim() : value;
  }
  if (COVER_FIELDS.some((field) => changed.has(field))) {
    for (const field of COVER_FIELDS) body[field] = draft[field];
  }
  if (draft.eventType === "Other" && (changed.has("eventType") || changed.has("eventTypeCustom"))) {
    body.eventTypeCustom = draft.eventTypeCustom.trim();
  }
  const windowChanged =
    changed.has("openDateEnabled") ||
    changed.has("closeDateEnabled") ||
    (draft.openDateEnabled && changed.has("openDate")) ||
    (draft.closeDateEnabled && changed.has("closeDate"));
  if (windowChanged) {
    body.openDateEnabled = draft.openDateEnabled;
    body.openDate = draft.openDateEnabled && draft.openDate ? startOfLocalDayIso(draft.openDate) : null;
    body.closeDateEnabled = draft.closeDateEnabled;
    body.closeDate = draft.closeDateEnabled && draft.closeDate ? endOfLocalDayIso(draft.closeDate) : null;
  }
  return body as TGuestbookUpdate;
}

export function hasChanges(body: TGuestbookUpdate): boolean {
  return Object.keys(body).length > 0;
}
