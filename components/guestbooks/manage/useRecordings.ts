"use client";
// The guestbook's recordings for the manage page, reloaded after deletions and when a stitch finds some gone.
import useSWR from "swr";
import { recordingsKey, type TRecordingsBody } from "@/lib/client/recordings";
import type { TRecordingJson } from "@/lib/recordings/serialize";

export type TRecordingsLoad = { status: "loading" | "ready" | "error"; recordings: TRecordingJson[] };

/** `initial`: the list the server component already read. */
export function useRecordings(guestbookId: string, initial: TRecordingJson[]) {
  // A failed reload keeps the list it had (SWR keeps the last data beside the error).
  const { data, error, mutate } = useSWR<TRecordingsBody>(recordingsKey(guestbookId), { fallbackData: { recordings: initial }, revalidateOnMount: false });
  const load: TRecordingsLoad = { status: error ? "error" : data ? "ready" : "loading", recordings: data?.recordings ?? [] };
  return { load, reload: async () => void (await mutate()) };
}
