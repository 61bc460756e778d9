"use client";
// Loads one of the owner's guestbooks for the manage and edit pages, and tells a missing (or someone
// else's) guestbook apart from a failed request, which the pages show differently.
import useSWR from "swr";
import { hasCode } from "@/lib/client/api";
import { guestbookKey, type TGuestbookBody } from "@/lib/client/guestbooks";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";

export type TGuestbookLoad = { status: "loading" } | { status: "ready"; guestbook: TGuestbookJson } | { status: "not-found" } | { status: "error" };

/** `initial`: the guestbook the server component already read, shown at once without a request. */
export function useGuestbook(id: string, initial: TGuestbookJson) {
  const { data, error, mutate } = useSWR<TGuestbookBody>(guestbookKey(id), { fallbackData: { guestbook: initial }, revalidateOnMount: false });

  let load: TGuestbookLoad = { status: "loading" };
  if (error) load = hasCode(error, "NOT_FOUND") ? { status: "not-found" } : { status: "error" };
  else if (data) load = { status: "ready", guestbook: data.guestbook };

  return {
    load,
    reload: async () => void (await mutate()),
    replace: (guestbook: TGuestbookJson) => void mutate({ guestbook }, { revalidate: false }),
  };
}
