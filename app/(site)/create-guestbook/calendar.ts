// Calendar arithmetic for the date picker, on YYYY-MM-DD strings: an event date is a day in the host's
// calendar, not an instant, so no time zone enters except to find "today".

export type TMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, "0");

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad(month + 1)}-${pad(day)}`;
}

/** Today in the browser's own calendar. */
export function todayIso(now = new Date()): string {
  return toIsoDate(now.getFullYear(), now.getMonth(), now.getDate());
}

function parts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month: month - 1, day };
}

export function monthOf(iso: string): TMonth {
  const { year, month } = parts(iso);
  return { year, month };
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month, day + days));
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The same day in another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const first = new Date(Date.UTC(year, month + months, 1));
  const targetYear = first.getUTCFullYear();
  const targetMonth = first.getUTCMonth();
  return toIsoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** 0 = Sunday. */
export function weekday(iso: string): number {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month, day)).getUTCDay();
}

/** The month as weeks starting on Sunday; days of the neighbouring months are null. */
export function monthWeeks({ year, month }: TMonth): (string | null)[][] {
  const lead = weekday(toIsoDate(year, month, 1));
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(toIsoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function formatMonth({ year, month }: TMonth): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "Saturday, June 14, 2025"; 'Invalid date' for anything that is not a date (spec 001 section 8). */
export function formatLongDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "Invalid date";
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) return "Invalid date";
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
