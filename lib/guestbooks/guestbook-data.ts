// Turns a creation payload into the row to write, checking it against the tier's limits. Shared by a
// free creation, by fulfilment of a paid draft, and by pro creation, so all three apply the same rules.
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { newPublicId } from "@/lib/ids";
import { GUESTBOOK_ERRORS, type TGuestbookCreate } from "@/lib/validation/guestbooks";
import { DEFAULT_GUESTBOOK_COLORS, DEFAULT_GUESTBOOK_TEXTS, EVENT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import type { TGuestbookLimits } from "./tier-limits";

const HOUR = 3_600_000;

/** A date is "not in the past" while it is still that day somewhere on Earth (UTC-12). */
export function isPastEventDate(eventDate: string, now = new Date()): boolean {
  const latestToday = new Date(now.getTime() - 12 * HOUR).toISOString().slice(0, 10);
  return eventDate < latestToday;
}

export function checkRecordingDuration(seconds: number, limits: TGuestbookLimits): void {
  if (seconds > limits.maxRecordingSeconds) {
    throw badRequest(`Recordings on the ${limits.tierName} tier can be at most ${limits.maxRecordingSeconds} seconds.`);
  }
}

export function checkOpenClose(
  input: { openDateEnabled?: boolean; openDate?: string | null; closeDateEnabled?: boolean; closeDate?: string | null },
  limits: TGuestbookLimits,
  now = new Date(),
): { openDate: Date | null; closeDate: Date | null } {
  const openDate = input.openDateEnabled && input.openDate ? new Date(input.openDate) : null;
  const closeDate = input.closeDateEnabled && input.closeDate ? new Date(input.closeDate) : null;
  if ((input.openDateEnabled || input.closeDateEnabled) && !limits.openCloseDates) {
    throw badRequest("Open and close dates are available on paid tiers.");
  }
  if (input.openDateEnabled && !openDate) throw badRequest(GUESTBOOK_ERRORS.openDate);
  if (input.closeDateEnabled && !closeDate) throw badRequest(GUESTBOOK_ERRORS.closeDate);
  if (closeDate && closeDate.getTime() < now.getTime() - 24 * HOUR) throw badRequest(GUESTBOOK_ERRORS.closeDatePast);
  if (openDate && closeDate && closeDate <= openDate) throw badRequest(GUESTBOOK_ERRORS.closeBeforeOpen);
  return { openDate, closeDate };
}

export function guestbookData(
  input: TGuestbookCreate,
  limits: TGuestbookLimits,
  opts: { ownerId: string; isSubscriptionGuestbook: boolean; tierIdx: number; checkDate: boolean; now?: Date },
): Prisma.GuestbookUncheckedCreateInput {
  const now = opts.now ?? new Date();
  if (opts.checkDate && isPastEventDate(input.eventDate, now)) throw badRequest(GUESTBOOK_ERRORS.eventDatePast);
  const maxRecordingDuration = input.maxRecordingDuration ?? limits.maxRecordingSeconds;
  checkRecordingDuration(maxRecordingDuration, limits);
  const { openDate, closeDate } = checkOpenClose(input, limits, now);
  return {
    // Guests open guestbooks by id, so ids are random rather than time-ordered.
    id: newPublicId(),
    ownerId: opts.ownerId,
    name: input.guestbookName,
    eventType: input.eventType,
    eventTypeCustom: input.eventType === "Other" ? (input.eventTypeCustom ?? null) : null,
    eventDate: new Date(`${input.eventDate}T00:00:00Z`),
    title: input.title || DEFAULT_GUESTBOOK_TEXTS.title,
    subtitle: input.subtitle || EVENT_GUESTBOOK_TEXTS.subtitle,
    message: input.message || EVENT_GUESTBOOK_TEXTS.message,
    showTitle: input.showTitle ?? true,
    showSubtext: input.showSubtext ?? true,
    showMessage: input.showMessage ?? true,
    showOverlay: input.showOverlay ?? true,
    themeColor: input.themeColor ?? null,
    titleColor: input.titleColor ?? DEFAULT_GUESTBOOK_COLORS.titleColor,
    buttonColor: input.buttonColor ?? DEFAULT_GUESTBOOK_COLORS.buttonColor,
    buttonTextColor: input.buttonTextColor ?? DEFAULT_GUESTBOOK_COLORS.buttonTextColor,
    coverImageUrl: input.coverImageUrl ?? null,
    coverImagePhotographer: input.coverImagePhotographer ?? null,
    coverImageUnsplashUrl: input.coverImageUnsplashUrl ?? null,
    tierIdx: opts.tierIdx,
    maxGuests: limits.maxGuests,
    maxRecordingDuration,
    guestInfo: input.requireGuestInfo === "no" ? "none" : input.guestInfoPref,
    allowAnonymous: input.allowAnonymous ?? false,
    voicePolish: input.voicePolish ?? true,
    moderation: input.moderation ?? "none",
    language: input.language ?? "auto",
    timeZone: input.timeZone ?? "UTC",
    allow24HoursBeforeAfter: input.allow24HoursBeforeAfter ?? true,
    openDateEnabled: Boolean(openDate),
    openDate,
    closeDateEnabled: Boolean(closeDate),
    closeDate,
    status: "active",
    isSubscriptionGuestbook: opts.isSubscriptionGuestbook,
    priceCents: limits.priceCents,
  };
}
