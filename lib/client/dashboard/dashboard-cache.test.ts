import { memoryStorage } from "@/tests/helpers/memory-storage";
import {
  DASHBOARD_CACHE_TTL_MS,
  clearDashboardCache,
  dashboardCacheKey,
  dashboardCacheVersion,
  readDashboardCache,
  writeDashboardCache,
} from "./dashboard-cache";
import type { TDashboardData } from "@/lib/dashboard/dashboard-data";
import { testGuestbook } from "@/tests/helpers/test-guestbook";

const data: TDashboardData = {
  guestbooks: [testGuestbook({ id: "gb1" }), testGuestbook({ id: "gb2" })],
  subscriptionGuestbooks: [],
  audioMessages: [],
  subscriptionAudioMessages: [],
  subscriptionInfo: { subscriptionGuestbooksCreated: 0, subscriptionGuestbooksLimit: 0, audioMessagePagesUsed: 0, audioMessagePagesLimit: 0 },
};
const standard = dashboardCacheVersion({ isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null });
const scope = { userId: "user-1", version: standard };
const saved = 1_000_000;

describe("dashboard cache", () => {
  it("answers a copy for 5 minutes (300000 ms) and not after", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    expect(readDashboardCache(storage, { ...scope, now: saved })).toEqual(data);
    expect(readDashboardCache(storage, { ...scope, now: saved + DASHBOARD_CACHE_TTL_MS - 1 })).toEqual(data);
    expect(DASHBOARD_CACHE_TTL_MS).toBe(300_000);
    expect(readDashboardCache(storage, { ...scope, now: saved + DASHBOARD_CACHE_TTL_MS })).toBeNull();
  });

  it("ignores a copy saved in the future (a clock that went back)", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    expect(readDashboardCache(storage, { ...scope, now: saved - 1 })).toBeNull();
  });

  it("keeps each user's copy apart", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    expect(readDashboardCache(storage, { userId: "user-2", version: standard, now: saved })).toBeNull();
    expect(storage.items.has(dashboardCacheKey("user-1"))).toBe(true);
  });

  it("starts afresh when the subscription tier or admin rights change", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    const reseller = dashboardCacheVersion({ isAdmin: false, subscriptionTier: "guestbook_reseller", subscriptionExpiresAt: null });
    const admin = dashboardCacheVersion({ isAdmin: true, subscriptionTier: null, subscriptionExpiresAt: null });
    expect(new Set([standard, reseller, admin]).size).toBe(3);
    expect(readDashboardCache(storage, { userId: "user-1", version: reseller, now: saved })).toBeNull();
    expect(readDashboardCache(storage, { userId: "user-1", version: admin, now: saved })).toBeNull();
  });

  it("drops a copy whose lists disagree with the counts the server just rendered", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    expect(readDashboardCache(storage, { ...scope, now: saved, expected: { guestbooks: 2, subscriptionGuestbooks: 0 } })).toEqual(data);
    expect(readDashboardCache(storage, { ...scope, now: saved, expected: { guestbooks: 3, subscriptionGuestbooks: 0 } })).toBeNull();
    expect(readDashboardCache(storage, { ...scope, now: saved, expected: { guestbooks: 2, subscriptionGuestbooks: 1 } })).toBeNull();
  });

  it("treats a damaged or differently shaped copy as no copy", () => {
    const storage = memoryStorage();
    storage.setItem(dashboardCacheKey("user-1"), "{not json");
    expect(readDashboardCache(storage, { ...scope, now: saved })).toBeNull();
    storage.setItem(dashboardCacheKey("user-1"), JSON.stringify({ version: standard, savedAt: saved, data: { guestbooks: "nope" } }));
    expect(readDashboardCache(storage, { ...scope, now: saved })).toBeNull();
    storage.setItem(dashboardCacheKey("user-1"), "null");
    expect(readDashboardCache(storage, { ...scope, now: saved })).toBeNull();
  });

  it("clears the copy (Refresh, a deletion, a pro creation)", () => {
    const storage = memoryStorage();
    writeDashboardCache(storage, { ...scope, now: saved, data });
    clearDashboardCache(storage, "user-1");
    expect(readDashboardCache(storage, { ...scope, now: saved })).toBeNull();
  });

  it("survives a storage that refuses to be written", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => writeDashboardCache(full, { ...scope, now: saved, data })).not.toThrow();
    expect(() => clearDashboardCache(full, "user-1")).not.toThrow();
  });
});
