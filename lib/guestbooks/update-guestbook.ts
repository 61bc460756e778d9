// PUT /api/guestbooks/{id} from the edit and manage pages. The server keeps the rules the pages show:
// the event date locks once recordings exist, durations and open/close dates follow the tier, and a
// tier change is never free (upgrades go through checkout).
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook, Prisma } from "@/lib/generated/prisma/client";
import { badRequest, requiresPayment } from "@/lib/http/errors";
import { GUESTBOOK_ERRORS, type TGuestbookUpdate } from "@/lib/validation/guestbooks";
import { EVENT_DATE_LOCKED } from "@/lib/constants/guestbooks";
import { checkOpenClose, checkRecordingDuration, isPastEventDate } from "./guestbook-data";
import { forgetPublicGuestbook } from "./public-guestbook";
import { queuePolishSwitch, wantPolish } from "./voice-polish";
import { guestbookLimits } from "./tier-limits";

export async function updateGuestbook(opts: { guestbook: Guestbook; input: TGuestbookUpdate }): Promise<Guestbook> {
  const { guestbook, input } = opts;
  const limits = guestbookLimits(guestbook);
  const data: Prisma.GuestbookUpdateInput = {};

  if (input.tierIdx !== undefined && input.tierIdx !== guestbook.tierIdx && !guestbook.isSubscriptionGuestbook) {
    if (input.tierIdx > guestbook.tierIdx) {
      throw requiresPayment("Upgrading a guestbook goes through checkout.");
    }
    throw badRequest("A guestbook cannot be moved to a lower tier.");
  }

  const currentDate = guestbook.eventDate.toISOString().slice(0, 10);
  if (input.eventDate !== undefined && input.eventDate !== currentDate) {
    const recordings = await db.recording.count({ where: { guestbookId: guestbook.id } });
    if (recordings > 0) throw badRequest(EVENT_DATE_LOCKED, { eventDateLocked: true });
    if (isPastEventDate(input.eventDate)) throw badRequest(GUESTBOOK_ERRORS.eventDatePast);
    data.eventDate = new Date(`${input.eventDate}T00:00:00Z`);
  }

  if (input.maxRecordingDuration !== undefined) {
    checkRecordingDuration(input.maxRecordingDuration, limits);
    data.maxRecordingDuration = input.maxRecordingDuration;
  }

  const touchesWindow = ["openDateEnabled", "openDate", "closeDateEnabled", "closeDate"].some((key) => key in input);
  if (touchesWindow) {
    const merged = {
      openDateEnabled: input.openDateEnabled ?? guestbook.openDateEnabled,
      openDate: input.openDate !== undefined ? input.openDate : (guestbook.openDate?.toISOString() ?? null),
      closeDateEnabled: input.closeDateEnabled ?? guestbook.closeDateEnabled,
      closeDate: input.closeDate !== undefined ? input.closeDate : (guestbook.closeDate?.toISOString() ?? null),
    };
    const { openDate, closeDate } = checkOpenClose(merged, limits);
    Object.assign(data, { openDateEnabled: Boolean(openDate), openDate, closeDateEnabled: Boolean(closeDate), closeDate });
  }

  if (input.guestbookName !== undefined) data.name = input.guestbookName;
  if (input.eventType !== undefined) {
    const eventTypeCustom = input.eventTypeCustom ?? guestbook.eventTypeCustom;
    if (input.eventType === "Other" && !eventTypeCustom) throw badRequest(GUESTBOOK_ERRORS.customEventType);
    data.eventType = input.eventType;
    data.eventTypeCustom = input.eventType === "Other" ? eventTypeCustom : null;
  } else if (input.eventTypeCustom !== undefined && guestbook.eventType === "Other") {
    if (!input.eventTypeCustom) throw badRequest(GUESTBOOK_ERRORS.customEventType);
    data.eventTypeCustom = input.eventTypeCustom;
  }

  const copied = [
    "title",
    "subtitle",
    "message",
    "showTitle",
    "showSubtext",
    "showMessage",
    "showOverlay",
    "themeColor",
    "titleColor",
    "buttonColor",
    "buttonTextColor",
    "coverImageUrl",
    "coverImagePhotographer",
    "coverImageUnsplashUrl",
    "guestInfo",
    "allowAnonymous",
    "moderation",
    "language",
    "timeZone",
    "allowRecordings",
    "allow24HoursBeforeAfter",
    "hostNotes",
  ] as const;
  for (const key of copied) {
    if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
  }
  if (data.title === "") data.title = guestbook.title;

  const switchesPolish = input.voicePolish !== undefined && input.voicePolish !== guestbook.voicePolish;
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.guestbook.update({ where: { id: guestbook.id }, data: { ...data, ...(switchesPolish ? { voicePolish: input.voicePolish } : {}) } });
    if (switchesPolish) await wantPolish(tx, guestbook.id, row.voicePolish);
    return row;
  });
  forgetPublicGuestbook(guestbook.id);
  // Each voice keeps playing its MP3 until the other one is made (the sweep queues any this misses).
  if (switchesPolish) await queuePolishSwitch(guestbook.id);
  return updated;
}
