// When a guestbook takes recordings (spec 001 section 4): the event day, widened by 24 hours each way
// when allow24HoursBeforeAfter is on, unless the host set an open or a close date (paid tiers).
// The server knows no host's time zone, so "the event day" is that date anywhere on Earth: from
// 00:00 at UTC+14 to 24:00 at UTC-12. Safe to import in client components.
import type { GuestbookStatus } from "@/lib/generated/prisma/enums";

const HOUR = 3_600_000;

export type TWindowFields = {
  eventDate: Date | string;
  allow24HoursBeforeAfter: boolean;
  openDateEnabled: boolean;
  openDate: Date | string | null;
  closeDateEnabled: boolean;
  closeDate: Date | string | null;
};

export type TRecordingWindow = { opensAt: Date; closesAt: Date };

function dayStartUtc(value: Date | string): number {
  const text = typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  return Date.parse(`${text}T00:00:00Z`);
}

export function recordingWindow(guestbook: TWindowFields): TRecordingWindow {
  const day = dayStartUtc(guestbook.eventDate);
  const widen = guestbook.allow24HoursBeforeAfter ? 24 * HOUR : 0;
  let opensAt = day - 14 * HOUR - widen;
  let closesAt = day + 36 * HOUR + widen;
  if (guestbook.openDateEnabled && guestbook.openDate) opensAt = new Date(guestbook.openDate).getTime();
  if (guestbook.closeDateEnabled && guestbook.closeDate) closesAt = new Date(guestbook.closeDate).getTime();
  return { opensAt: new Date(opensAt), closesAt: new Date(closesAt) };
}

export type TStoredStatus = GuestbookStatus;
export type TCurrentStatus = TStoredStatus;

/** The status a guestbook has now: stored states that stop recording win, else the window decides. */
export function currentStatus(guestbook: TWindowFields & { status: TStoredStatus; allowRecordings: boolean }, now = new Date()): TCurrentStatus {
  if (guestbook.status === "draft" || guestbook.status === "pending_payment" || guestbook.status === "inactive") return guestbook.status;
  if (!guestbook.allowRecordings) return "inactive";
  const { opensAt, closesAt } = recordingWindow(guestbook);
  if (now < opensAt) return "upcoming";
  if (now > closesAt) return "past";
  return "active";
}
