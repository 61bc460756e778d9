// How the owner pages write dates, times and lengths (spec 001: '--:--' for an unknown duration,
// 'Invalid date' for a date that cannot be read).
import { formatClock } from "@/lib/client/recorder/format-clock";

const eventDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar day stored as YYYY-MM-DD: the same day wherever the host is. */
export function formatEventDate(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) ? eventDateFormat.format(time) : "Invalid date";
}

/** An instant in the viewer's own time zone. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "Invalid date";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(time);
}

export function formatDuration(seconds: number | null | undefined): string {
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? formatClock(seconds) : "--:--";
}
