"use client";
// The one SWR configuration (the (site) layout, and the pro card editor's image chooser): the shared fetcher over the one client
// (swrFetcher in lib/client/api.ts), so components call `useSWR(key)` with keys from lib/client/*.ts.
// Nothing refetches behind the user's back (no refetch on focus or reconnect, no automatic retries); a
// failure is shown with its Retry.
import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { swrFetcher } from "@/lib/client/api";

const CONFIG: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export function SwrProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={CONFIG}>{children}</SWRConfig>;
}
