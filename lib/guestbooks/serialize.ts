// The guestbook as the owner's pages and API clients see it (spec 001 section 3, with its aliases).
import { isLanguage, type TGuestbookLanguageSetting } from "@/lib/i18n/languages";
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { lookOf, type TGuestbookLook, type THostNoteMode, type TModerationMode } from "@/lib/validation/guestbooks";
import { currentStatus, recordingWindow, type TCurrentStatus } from "./recording-window";
import { MIN_PLACE_HOLDING_MS } from "./place-rule";
import { guestbookLimits } from "./tier-limits";

/** Every take, the takes waiting for an upgrade, and the takes that hold a guest place (./place-rule.ts). */
export type TGuestbookCounts = { recordingCount: number; requiresUpgradeCount: number; placesTaken: number };

export type TGuestbookJson = TGuestbookLook & {
  _id: string;
  id: string;
  guestbookId: string;
  name: string;
  guestbookName: string;
  eventType: string;
  eventTypeCustom: string | null;
  eventDate: string;
  eventDateLocked: boolean;
  showBgOverlay: boolean;
  tier: string;
  tierName: string;
  tierIdx: number;
  maxGuests: number;
  maxRecordingDuration: number;
  guestInfo: "none" | "name" | "name_email";
  allowAnonymous: boolean;
  voicePolish: boolean;
  moderation: TModerationMode;
  language: TGuestbookLanguageSetting;
  /** The event's IANA time zone: the host's list, the listening page and the keepsake write times in it. */
  timeZone: string;
  allowRecordings: boolean;
  allow24HoursBeforeAfter: boolean;
  hostNotes: THostNoteMode;
  openDateEnabled: boolean;
  openDate: string | null;
  closeDateEnabled: boolean;
  closeDate: string | null;
  status: string;
  currentStatus: TCurrentStatus;
  opensAt: string;
  closesAt: string;
  createdAt: string;
  recordingCount: number;
  requiresUpgradeCount: number;
  placesTaken: number;
  price: number;
  isSubscriptionGuestbook: boolean;
  creatorId: string;
  overageTriggered: boolean;
  overageTriggeredAt: string | null;
  publicUrl: string;
  stitchesIncluded: number;
  openCloseDates: boolean;
};

export function publicGuestbookUrl(id: string): string {
  return new URL(`/live-guestbook/${id}`, getEnv().APP_URL).toString();
}

export function toGuestbookJson(guestbook: Guestbook, counts: TGuestbookCounts, now = new Date()): TGuestbookJson {
  const limits = guestbookLimits(guestbook);
  const { opensAt, closesAt } = recordingWindow(guestbook);
  return {
    _id: guestbook.id,
    id: guestbook.id,
    guestbookId: guestbook.id,
    name: guestbook.name,
    guestbookName: guestbook.name,
    eventType: guestbook.eventType,
    eventTypeCustom: guestbook.eventTypeCustom,
    eventDate: guestbook.eventDate.toISOString().slice(0, 10),
    eventDateLocked: counts.recordingCount > 0,
    ...lookOf(guestbook),
    showBgOverlay: guestbook.showOverlay,
    tier: limits.tierKey,
    tierName: limits.tierName,
    tierIdx: guestbook.tierIdx,
    maxGuests: guestbook.maxGuests,
    maxRecordingDuration: guestbook.maxRecordingDuration,
    guestInfo: guestbook.guestInfo,
    allowAnonymous: guestbook.allowAnonymous,
    voicePolish: guestbook.voicePolish,
    moderation: guestbook.moderation,
    language: isLanguage(guestbook.language) ? guestbook.language : "auto",
    timeZone: guestbook.timeZone,
    allowRecordings: guestbook.allowRecordings,
    allow24HoursBeforeAfter: guestbook.allow24HoursBeforeAfter,
    hostNotes: guestbook.hostNotes,
    openDateEnabled: guestbook.openDateEnabled,
    openDate: guestbook.openDate?.toISOString() ?? null,
    closeDateEnabled: guestbook.closeDateEnabled,
    closeDate: guestbook.closeDate?.toISOString() ?? null,
    status: guestbook.status,
    currentStatus: currentStatus(guestbook, now),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    createdAt: guestbook.createdAt.toISOString(),
    recordingCount: counts.recordingCount,
    requiresUpgradeCount: counts.requiresUpgradeCount,
    placesTaken: counts.placesTaken,
    price: guestbook.priceCents / 100,
    isSubscriptionGuestbook: guestbook.isSubscriptionGuestbook,
    creatorId: guestbook.ownerId,
    overageTriggered: guestbook.overageTriggered,
    overageTriggeredAt: guestbook.overageTriggeredAt?.toISOString() ?? null,
    publicUrl: publicGuestbookUrl(guestbook.id),
    stitchesIncluded: limits.stitchesIncluded,
    openCloseDates: limits.openCloseDates,
  };
}

/** Recording counts for many guestbooks in two queries. */
export async function recordingCounts(guestbookIds: string[]): Promise<Map<string, TGuestbookCounts>> {
  const counts = new Map<string, TGuestbookCounts>(guestbookIds.map((id) => [id, { recordingCount: 0, requiresUpgradeCount: 0, placesTaken: 0 }]));
  if (guestbookIds.length === 0) return counts;
  const [groups, placeHolders] = await Promise.all([
    db.recording.groupBy({ by: ["guestbookId", "requiresUpgrade"], where: { guestbookId: { in: guestbookIds } }, _count: { _all: true } }),
    db.recording.groupBy({
      by: ["guestbookId"],
      where: { guestbookId: { in: guestbookIds }, audio: { durationMs: { gte: MIN_PLACE_HOLDING_MS } } },
      _count: { _all: true },
    }),
  ]);
  for (const group of placeHolders) {
    const entry = counts.get(group.guestbookId);
    if (entry) entry.placesTaken = group._count._all;
  }
  for (const group of groups) {
    const entry = counts.get(group.guestbookId);
    if (!entry) continue;
    entry.recordingCount += group._count._all;
    if (group.requiresUpgrade) entry.requiresUpgradeCount += group._count._all;
  }
  return counts;
}

export async function serializeGuestbook(guestbook: Guestbook): Promise<TGuestbookJson> {
  const counts = await recordingCounts([guestbook.id]);
  return toGuestbookJson(guestbook, counts.get(guestbook.id)!);
}
