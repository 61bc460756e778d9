"use client";
// Loads the dashboard data (getDashboardData) through the 5-minute browser cache (lib/client/dashboard/dashboard-cache.ts).
// A failed load shows the spec's error with a Retry; it never falls back to made-up guestbooks.
import { useCallback, useEffect, useRef, useState } from "react";
import { clearDashboardCache, readDashboardCache, writeDashboardCache, type TExpectedCounts } from "@/lib/client/dashboard/dashboard-cache";
import { getDashboardData } from "@/lib/client/account";
import type { TDashboardData } from "@/lib/dashboard/dashboard-data";

const FETCH_ERROR = "Failed to fetch dashboard data";

/** Whose dashboard data, and when the copy kept in the browser may be used (lib/client/dashboard/dashboard-cache.ts). */
export type TDashboardDataSource = { userId: string; version: string; expected: TExpectedCounts; forceRefresh: boolean };

export function useDashboardData({ userId, version, expected, forceRefresh }: TDashboardDataSource) {
  const [data, setData] = useState<TDashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const load = useCallback(
    async (force: boolean) => {
      if (!force) {
        const cached = readDashboardCache(localStorage, { userId, version, now: Date.now(), expected });
        if (cached) {
          setData(cached);
          setLoading(false);
          return;
        }
      }
      clearDashboardCache(localStorage, userId);
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setLoading(true);
      setError(null);
      try {
        const fresh = await getDashboardData(controller.signal);
        writeDashboardCache(localStorage, { userId, version, now: Date.now(), data: fresh });
        setData(fresh);
      } catch (caught) {
        if (controller.signal.aborted) return;
        console.error("[echobook] dashboard data", caught);
        setError(FETCH_ERROR);
      }
      if (!controller.signal.aborted) setLoading(false);
    },
    // The expected counts only decide whether the first read may use the cache; new counts after a
    // change made here (router.refresh) must not reload what is already up to date.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [userId, version],
  );

  useEffect(() => {
    // The cache is in localStorage, which exists only after hydration: reading it here is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(forceRefresh);
    return () => controllerRef.current?.abort();
  }, [load, forceRefresh]);

  /** After a change made here (a deletion): the copy in the browser no longer matches the server. */
  const invalidate = useCallback(() => clearDashboardCache(localStorage, userId), [userId]);

  return { data, setData, loading, error, refresh: () => load(true), invalidate };
}
