"use client";
// The guestbook's recordings for the manage page, reloaded after deletions and when a stitch finds some gone.
import useSWR from "swr";
import { ownerSwr } from "@/lib/client/swr";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { getRecordings } from "./api";

export type TRecordingsLoad = { status: "loading" | "ready" | "error"; recordings: TRecordingJson[] };

/** `initial`: the list the server component already read. */
export function useRecordings(guestbookId: string, initial: TRecordingJson[]) {
  // A failed reload keeps the list it had (SWR keeps the last data beside the error).
  const { data, error, mutate } = useSWR(["recordings", guestbookId], () => getRecordings(guestbookId), {
    ...ownerSwr,
    fallbackData: initial,
    revalidateOnMount: false,
  });
  const load: TRecordingsLoad = { status: error ? "error" : data ? "ready" : "loading", recordings: data ?? [] };
  return { load, reload: async () => void (await mutate()) };
}
