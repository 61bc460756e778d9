"use client";
// Loads one of the owner's guestbooks for the manage and edit pages, and tells a missing (or someone
// else's) guestbook apart from a failed request, which the pages show differently.
import { useCallback, useEffect, useState } from "react";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { getGuestbook, RequestError } from "./api";

export type TGuestbookLoad =
  | { status: "loading" }
  | { status: "ready"; guestbook: TGuestbookJson }
  | { status: "not-found" }
  | { status: "error" };

export function useGuestbook(id: string) {
  const [load, setLoad] = useState<TGuestbookLoad>({ status: "loading" });

  const reload = useCallback(async () => {
    try {
      setLoad({ status: "ready", guestbook: await getGuestbook(id) });
    } catch (error) {
      setLoad(error instanceof RequestError && error.status === 404 ? { status: "not-found" } : { status: "error" });
    }
  }, [id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((guestbook: TGuestbookJson) => setLoad({ status: "ready", guestbook }), []);

  return { load, reload, replace };
}
