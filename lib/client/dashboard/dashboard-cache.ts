// The browser's copy of GET /api/dashboard-data (spec 001 section 4): kept 5 minutes in localStorage,
// per user, under a version made from the user's subscription tier, so a tier change starts afresh.
// Refresh, a deletion and a pro creation clear it. A copy whose list lengths disagree with the counts
// the server just rendered in the tabs is stale (a guestbook made or deleted elsewhere) and is dropped.
import { activeTier, type TAccountHolder } from "@/lib/auth/account-type";
import { ZDashboardData, type TDashboardData } from "@/lib/dashboard/dashboard-data";

export const DASHBOARD_CACHE_TTL_MS = 300_000;

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type TCacheEntry = { version: string; savedAt: number; data: unknown };

export type TCacheScope = { userId: string; version: string };
export type TExpectedCounts = { guestbooks: number; subscriptionGuestbooks: number };

export function dashboardCacheKey(userId: string): string {
  return `echobook:dashboard-data:${userId}`;
}

export function dashboardCacheVersion(user: TAccountHolder): string {
  return `${user.isAdmin ? "admin" : "member"}:${activeTier(user) ?? "none"}`;
}

export function readDashboardCache(storage: TStorage, scope: TCacheScope & { now: number; expected?: TExpectedCounts }): TDashboardData | null {
  let entry: Partial<TCacheEntry> | null;
  try {
    entry = JSON.parse(storage.getItem(dashboardCacheKey(scope.userId)) ?? "null") as Partial<TCacheEntry> | null;
  } catch {
    return null;
  }
  if (!entry || entry.version !== scope.version || typeof entry.savedAt !== "number") return null;
  const age = scope.now - entry.savedAt;
  if (!(age >= 0 && age < DASHBOARD_CACHE_TTL_MS)) return null;
  const parsed = ZDashboardData.safeParse(entry.data);
  if (!parsed.success) return null;
  const { expected } = scope;
  if (expected && (parsed.data.guestbooks.length !== expected.guestbooks || parsed.data.subscriptionGuestbooks.length !== expected.subscriptionGuestbooks)) {
    return null;
  }
  return parsed.data;
}

export function writeDashboardCache(storage: TStorage, scope: TCacheScope & { now: number; data: TDashboardData }): void {
  const entry: TCacheEntry = { version: scope.version, savedAt: scope.now, data: scope.data };
  try {
    storage.setItem(dashboardCacheKey(scope.userId), JSON.stringify(entry));
  } catch {
    // A full or disabled storage only costs the next visit a fetch.
  }
}

export function clearDashboardCache(storage: TStorage, userId: string): void {
  try {
    storage.removeItem(dashboardCacheKey(userId));
  } catch {
    // Storage that cannot be written holds no copy to clear.
  }
}
