"use client";
// A moment in the guest's own locale and time zone. The server cannot know them, so the server HTML
// and the hydration pass both show the server's UTC text, and the local one replaces it right after.
import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/format/time";

const noSubscription = () => () => {};

export default function LocalDateTime({ iso, serverText }: { iso: string; serverText: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{inBrowser ? formatDateTime(iso) : serverText}</time>;
}
