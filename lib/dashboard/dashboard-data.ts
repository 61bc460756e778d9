// The answer of GET /api/dashboard-data as the dashboard reads it. The browser checks every answer (and
// every cached copy) against this schema, so a changed or damaged shape shows the error state, not a
// half-drawn list. Safe to import in client components.
import { z } from "zod";
import { ZProUsage } from "@/lib/validation/pro-cards";

/** The guestbook fields the dashboard cards use; the API sends the whole TGuestbookJson. */
export const ZDashboardGuestbook = z.looseObject({
  id: z.string(),
  name: z.string(),
  eventType: z.string(),
  eventTypeCustom: z.string().nullable(),
  eventDate: z.string(),
  // A string, not the enum: an unknown status is shown as draft rather than failing the whole list.
  currentStatus: z.string(),
  tierName: z.string(),
  recordingCount: z.number(),
  requiresUpgradeCount: z.number(),
  placesTaken: z.number(),
  maxGuests: z.number(),
  maxRecordingDuration: z.number(),
  createdAt: z.string(),
  publicUrl: z.string(),
  // The owner's id: another user's is a guestbook shared with the viewer as a co-host (older cached copies lack it).
  creatorId: z.string().optional(),
});
export type TDashboardGuestbook = z.infer<typeof ZDashboardGuestbook>;

export const ZDashboardData = z.object({
  guestbooks: z.array(ZDashboardGuestbook),
  subscriptionGuestbooks: z.array(ZDashboardGuestbook),
  // The card tabs get their lists with the page (server-rendered); these two are for API clients.
  audioMessages: z.array(z.unknown()),
  subscriptionAudioMessages: z.array(z.unknown()),
  subscriptionInfo: ZProUsage,
});
export type TDashboardData = z.infer<typeof ZDashboardData>;

/** Which list of the answer a guestbook tab shows. */
export type TGuestbookListKind = "guestbooks" | "subscriptionGuestbooks";
