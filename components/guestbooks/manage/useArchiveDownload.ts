"use client";
// Bulk Download: the server streams the ZIP. The page first asks for it with fetch, so a refusal
// (needs an upgrade, gone, too large) is shown in the page with its reason; once the answer starts,
// that request is dropped and the browser downloads the same URL itself, with its own progress and
// without holding the whole archive in memory.
import { useState } from "react";
import { ApiClientError, ownerFetch } from "@/lib/client/api";
import { startDownload } from "@/lib/client/download";
import { recordingsArchiveUrl } from "@/lib/client/guestbooks";

type TNotice = { kind: "success" | "error"; text: string };

// Each id takes 23 characters of the URL; servers refuse request lines much past 16 KB.
const MAX_IDS_LENGTH = 12_000;

export function useArchiveDownload(guestbookId: string, onNotice: (notice: TNotice) => void) {
  const [preparing, setPreparing] = useState<{ count: number } | null>(null);

  /** `ids` null means every playable recording; `leftOut` counts selected ones that need an upgrade. */
  async function download({ ids, count, leftOut, asRecorded = false }: { ids: string[] | null; count: number; leftOut: number; asRecorded?: boolean }) {
    const url = recordingsArchiveUrl(guestbookId, ids, asRecorded);
    if (url.length > MAX_IDS_LENGTH) {
      onNotice({ kind: "error", text: "Bulk Download takes up to 500 selected recordings at a time, or all of them. Please select fewer." });
      return;
    }
    setPreparing({ count });
    const controller = new AbortController();
    try {
      // Only the answer's status is wanted here: the browser downloads the ZIP itself, with its own progress.
      await ownerFetch(url, { signal: controller.signal, timeoutMs: 0 });
      controller.abort();
      startDownload(url);
      const skipped =
        leftOut === 0 ? "" : leftOut === 1 ? " 1 recording that needs an upgrade was left out." : ` ${leftOut} recordings that need an upgrade were left out.`;
      onNotice({ kind: "success", text: `Your ZIP download has started.${skipped}` });
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.serverMessage : null;
      onNotice({ kind: "error", text: reason ?? "Failed to download any recordings" });
    } finally {
      setPreparing(null);
    }
  }

  return { preparing, download };
}
