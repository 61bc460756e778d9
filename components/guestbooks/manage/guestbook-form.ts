// The editable fields of a guestbook as the edit and manage pages hold them, what changed against the
// loaded guestbook (only that is sent), and the checks of spec 001 section 5 with its texts.
// Dates in the form are the host's local calendar days (YYYY-MM-DD), as <input type="date"> gives them.
import type { TGuestInfo } from "@/lib/guestbooks/defaults";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { LOOK_FIELDS, lookOf, type TGuestbookLook, type TGuestbookUpdate } from "@/lib/validation/guestbooks";
import { isHexColor } from "@/lib/validation/colors";

export type TGuestbookForm = TGuestbookLook & {
  guestbookName: string;
  eventType: string;
  eventTypeCustom: string;
  eventDate: string;
  guestInfo: TGuestInfo;
  allowAnonymous: boolean;
  allowRecordings: boolean;
  allow24HoursBeforeAfter: boolean;
  maxRecordingDuration: number;
  openDateEnabled: boolean;
  openDate: string;
  closeDateEnabled: boolean;
  closeDate: string;
};
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
  "maxRecordingDuration",
  ...WINDOW_FIELDS,
  ...LOOK_FIELDS,
] as const satisfies readonly TFormField[];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

export function isValidDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const [year, month, date] = day.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

export function formFromGuestbook(guestbook: TGuestbookJson): TGuestbookForm {
  return {
    guestbookName: guestbook.name,
    eventType: guestbook.eventType,
    eventTypeCustom: guestbook.eventTypeCustom ?? "",
    eventDate: guestbook.eventDate,
    guestInfo: guestbook.guestInfo,
    allowAnonymous: guestbook.allowAnonymous,
    allowRecordings: guestbook.allowRecordings,
    allow24HoursBeforeAfter: guestbook.allow24HoursBeforeAfter,
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

/** Spec 001 section 5. Only the fields in `fields` are checked; a date left as it was is not re-judged. */
export function validateForm(original: TGuestbookForm, draft: TGuestbookForm, fields: readonly TFormField[], today = localToday()): TFormErrors {
  const errors: TFormErrors = {};
  const checks = new Set(fields);
  if (checks.has("guestbookName") && !draft.guestbookName.trim()) errors.guestbookName = "Please enter a guestbook name.";
  if (checks.has("eventType") && draft.eventType === "Other" && !draft.eventTypeCustom.trim()) {
    errors.eventTypeCustom = "Please enter a custom event type.";
  }
  if (checks.has("eventDate")) {
    if (!draft.eventDate) errors.eventDate = "Please select an event date.";
    else if (!isValidDay(draft.eventDate)) errors.eventDate = "Please enter a valid event date";
    else if (draft.eventDate !== original.eventDate && draft.eventDate < today) errors.eventDate = "The event date cannot be in the past.";
  }
  for (const field of ["titleColor", "buttonColor", "buttonTextColor"] as const) {
    if (checks.has(field) && !isHexColor(draft[field])) errors[field] = "Please enter a colour as # and six hex digits, like #fcd300.";
  }
  if (checks.has("closeDate") && draft.closeDateEnabled) {
    if (!draft.closeDate || !isValidDay(draft.closeDate)) errors.closeDate = "Please choose a close date.";
    else if (draft.closeDate !== original.closeDate && draft.closeDate < today) errors.closeDate = "The close date cannot be in the past.";
  }
  if (checks.has("openDate") && draft.openDateEnabled) {
    if (!draft.openDate || !isValidDay(draft.openDate)) errors.openDate = "Please choose an open date.";
    else if (draft.closeDateEnabled && !errors.closeDate && draft.closeDate && draft.closeDate < draft.openDate) {
      errors.closeDate = "The close date must be after the open date.";
    }
  }
  return errors;
}
