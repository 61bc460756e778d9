"use client";
// Download on a public card (standard or pro: the caller passes the MP3's download address): fetched
// through the data layer, waiting while the server still makes the MP3, so a refusal shows the spec's
// text instead of a broken file, then saved under the card's name.
import { useState } from "react";
import { saveResponse } from "@/lib/client/download";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { AlertText } from "@/components/ui/AlertText";
import { fetchMp3WhenReady } from "@/lib/client/mp3";
import { Spinner } from "@/components/ui/Spinner";
import { cardDownloadName } from "@/lib/cards/card-state";

export default function CardDownload({ downloadUrl, name }: { downloadUrl: string; name: string }) {
  const t = useTranslations("cardPlayer");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetchMp3WhenReady(downloadUrl, { timeoutMs: 60_000 });
      await saveResponse(response, cardDownloadName(name));
    } catch {
      setError(t("downloadFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={download} disabled={busy} aria-busy={busy}>
        {busy && <Spinner />} {t("download")}
      </button>
      <AlertText message={error} />
    </>
  );
}
