"use client";
// A moment in the guest's own time zone, in the page's language (`locale`, else the browser's). The server cannot know them, so the server HTML
// and the hydration pass both show the server's UTC text, and the local one replaces it right after.
import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/format/time";

const noSubscription = () => () => {};

export default function LocalDateTime({ iso, serverText, locale }: { iso: string; serverText: string; locale?: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{inBrowser ? formatDateTime(iso, { locale }) : serverText}</time>;
}
