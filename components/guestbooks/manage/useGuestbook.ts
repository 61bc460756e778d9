"use client";
// Loads one of the owner's guestbooks for the manage and edit pages, and tells a missing (or someone
// else's) guestbook apart from a failed request, which the pages show differently.
import useSWR from "swr";
import { ApiClientError } from "@/lib/client/api";
import { ownerSwr } from "@/lib/client/swr";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { getGuestbook } from "./api";

export type TGuestbookLoad = { status: "loading" } | { status: "ready"; guestbook: TGuestbookJson } | { status: "not-found" } | { status: "error" };

/** `initial`: the guestbook the server component already read, shown at once without a request. */
export function useGuestbook(id: string, initial: TGuestbookJson) {
  const { data, error, mutate } = useSWR(["guestbook", id], () => getGuestbook(id), { ...ownerSwr, fallbackData: initial, revalidateOnMount: false });

  let load: TGuestbookLoad = { status: "loading" };
  if (error) load = error instanceof ApiClientError && error.status === 404 ? { status: "not-found" } : { status: "error" };
  else if (data) load = { status: "ready", guestbook: data };

  return {
    load,
    reload: async () => void (await mutate()),
    replace: (guestbook: TGuestbookJson) => void mutate(guestbook, { revalidate: false }),
  };
}
