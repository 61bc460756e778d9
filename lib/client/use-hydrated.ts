// Whether the page is interactive yet: a server-drawn button tapped before hydration does nothing, so
// buttons that act through script stay disabled until this is true.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
