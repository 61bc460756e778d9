"use client";
// Download on the public card: fetched through the data layer so a refusal shows the spec's text
// instead of a broken file, then saved under the card's name.
import { useState } from "react";
import { fileNameFromDisposition, saveBlob } from "@/components/guestbooks/manage/api";
import { AlertText } from "@/components/ui/AlertText";
import { apiFetch } from "@/lib/client/api";
import { Spinner } from "@/components/ui/Spinner";
import { cardDownloadName } from "./card-state";

export const DOWNLOAD_FAILED = "Failed to download audio file. Please try again.";

export default function CardDownload({ messageId, name }: { messageId: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const response = await apiFetch(`/api/personal-messages/${encodeURIComponent(messageId)}/mp3?download=1`, { timeoutMs: 60_000 });
      saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get("content-disposition"), cardDownloadName(name)));
    } catch {
      setError(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={download} disabled={busy} aria-busy={busy}>
        {busy && <Spinner />} Download
      </button>
      <AlertText message={error} />
    </>
  );
}
