"use client";
// The guestbook's recordings for the manage page, reloaded after deletions and when a stitch finds some gone.
import { useCallback, useEffect, useState } from "react";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { getRecordings } from "./api";

export type TRecordingsLoad = { status: "loading" | "ready" | "error"; recordings: TRecordingJson[] };

export function useRecordings(guestbookId: string) {
  const [load, setLoad] = useState<TRecordingsLoad>({ status: "loading", recordings: [] });

  const reload = useCallback(async () => {
    try {
      const recordings = await getRecordings(guestbookId);
      setLoad({ status: "ready", recordings });
    } catch {
      setLoad((current) => ({ status: "error", recordings: current.recordings }));
    }
  }, [guestbookId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { load, reload };
}
