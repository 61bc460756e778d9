// How the owner pages use SWR over the one client (lib/client/api.ts): nothing refetches behind the
// user's back (no refetch on focus or reconnect, no automatic retries); a failure is shown with its Retry.
import type { SWRConfiguration } from "swr";

export const ownerSwr: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
