"use client";
// The keepsake book's download: the paper (US Letter or A4, from the browser's locale until the host
// picks), then the PDF fetched with its progress in the button: 'Making your book…' while the server
// draws it, the share received once it is sent. The book makes the listening link if there was none.
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { TKeepsakePaper } from "@/lib/keepsake/keepsake-book";
import { fileNameFromDisposition, readWithProgress, saveBlob } from "@/lib/client/download";
import { fetchKeepsake } from "@/lib/client/guestbooks";
import { defaultPaper } from "./paper-size";
import styles from "./Manage.module.css";

type TProgress = { phase: "making" } | { phase: "receiving"; percent: number | null };

export function KeepsakeButton({ guestbookId, onLinkMade }: { guestbookId: string; onLinkMade(): void }) {
  const [chosenPaper, setPaper] = useState<TKeepsakePaper | null>(null);
  const hydrated = useHydrated();
  const paper = chosenPaper ?? (hydrated ? defaultPaper(navigator.languages?.length ? navigator.languages : [navigator.language]) : "a4");
  const [progress, setProgress] = useState<TProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const paperId = useId();

  async function download() {
    setError(null);
    setProgress({ phase: "making" });
    try {
      const query = new URLSearchParams({ size: paper, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
      const response = await fetchKeepsake(guestbookId, query);
      const total = Number(response.headers.get("content-length")) || null;
      const blob = await readWithProgress(response, "application/pdf", (received) =>
        setProgress({ phase: "receiving", percent: total ? Math.min(100, Math.round((received / total) * 100)) : null }),
      );
      saveBlob(blob, fileNameFromDisposition(response.headers.get("content-disposition"), "Keepsake book.pdf"));
      onLinkMade();
    } catch (failure) {
      setError(messageOf(failure, "The keepsake book could not be made. Please try again."));
    } finally {
      setProgress(null);
    }
  }

  const label =
    progress?.phase === "making"
      ? "Making your book…"
      : progress?.phase === "receiving"
        ? `Downloading…${progress.percent === null ? "" : ` ${progress.percent}%`}`
        : null;
  return (
    <div className={styles.keepsake}>
      <div className={styles.paperField}>
        <label className="label" htmlFor={paperId}>
          Paper
        </label>
        <select id={paperId} className="input" value={paper} disabled={progress !== null} onChange={(event) => setPaper(event.target.value as TKeepsakePaper)}>
          <option value="a4">A4</option>
          <option value="letter">US Letter</option>
        </select>
      </div>
      <button type="button" className="btn btn-primary" aria-disabled={progress !== null || undefined} onClick={progress ? undefined : () => void download()}>
        {label ? (
          <>
            <Spinner /> {label}
          </>
        ) : (
          "Download keepsake book (PDF)"
        )}
      </button>
      <p className="visually-hidden" role="status">
        {label ?? ""}
      </p>
      <AlertText message={error} />
    </div>
  );
}
