// Event dates are YYYY-MM-DD strings: a day in the host's calendar, not an instant, so no time zone
// enters except to find "today" and to hand the date picker its local-midnight Dates.

const pad = (n: number) => String(n).padStart(2, "0");

function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad(month + 1)}-${pad(day)}`;
}

/** Today in the browser's own calendar. */
export function todayIso(now = new Date()): string {
  return toIsoDateOf(now);
}

/** A local-midnight Date's day as YYYY-MM-DD (the date picker works in Dates). */
export function toIsoDateOf(date: Date): string {
  return toIsoDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** YYYY-MM-DD as a local-midnight Date, for the date picker. */
export function fromIsoDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

function parts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month: month - 1, day };
}

/** "Saturday, June 14, 2025"; 'Invalid date' for anything that is not a date (spec 001 section 8). */
export function formatLongDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "Invalid date";
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) return "Invalid date";
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
