// A dashboard guestbook for unit tests, with the fields the cards read.
import type { TDashboardGuestbook } from "@/lib/dashboard/dashboard-data";

export function testGuestbook(overrides: Partial<TDashboardGuestbook> & { id: string }): TDashboardGuestbook {
  return {
    name: `Guestbook ${overrides.id}`,
    eventType: "Wedding",
    eventTypeCustom: null,
    eventDate: "2027-06-12",
    currentStatus: "upcoming",
    tierName: "Free",
    recordingCount: 0,
    requiresUpgradeCount: 0,
    placesTaken: 0,
    maxGuests: 10,
    maxRecordingDuration: 60,
    createdAt: "2026-01-01T10:00:00.000Z",
    publicUrl: `http://localhost:3000/live-guestbook/${overrides.id}`,
    ...overrides,
  };
}
