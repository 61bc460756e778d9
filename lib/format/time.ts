// How every screen writes lengths, calendar days and instants: one helper each. 'Invalid date' for a
// date that cannot be read and '--:--' for an unknown length (spec 001 section 8).
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const INVALID_DATE = "Invalid date";

/** Seconds as m:ss (75.4 → "1:15"), the way the recorder's timer and the players show time. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A recording's length as m:ss, or '--:--' when it is not known. */
export function formatDuration(seconds: number | null | undefined): string {
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? formatClock(seconds) : "--:--";
}

/** A YYYY-MM-DD day as a time at midnight UTC, or null when it is not a real calendar day (2026-02-31 is not). */
export function parseDay(day: string): number | null {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day ? time : null;
}

const dayFormats = {
  long: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  medium: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }),
};

/** A calendar day stored as YYYY-MM-DD, the same day wherever the viewer is: "June 12, 2027" (long) or "Jun 12, 2027" (medium). */
export function formatEventDate(day: string, style: keyof typeof dayFormats = "long"): string {
  const time = parseDay(day);
  return time === null ? INVALID_DATE : dayFormats[style].format(time);
}

type TDateTimeOptions = { locale?: string; timeZone?: string; dateStyle?: "long" | "medium" };

/**
 * An instant as "November 21, 2026, 2:00 PM" (the viewer's locale and zone unless given). Date and time
 * are formatted apart and joined with a comma, because ICU versions disagree on whether the combined long
 * format says "at".
 */
export function formatDateTime(iso: string, { locale, timeZone, dateStyle = "long" }: TDateTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const day = new Intl.DateTimeFormat(locale, { dateStyle, timeZone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(date);
  return `${day}, ${time}`;
}

/** What the server writes before the browser knows the viewer's time zone (in the page's language, US English by default). */
export function formatDateTimeUtc(iso: string, locale = "en-US"): string {
  const text = formatDateTime(iso, { locale, timeZone: "UTC" });
  return text === INVALID_DATE ? text : `${text} UTC`;
}
