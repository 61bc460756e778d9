"use client";
// The keepsake book's download: the paper (US Letter or A4, from the browser's locale until the host
// picks), then the book asked for (a kept one comes back at once), its drawing followed while a job makes
// it (the messages drawn so far, once the wait passes a second), and the PDF read with its progress.
// Asking for the book never makes a listening link: without one the book says how to make it.
import { useEffect, useId, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { AlertText } from "@/components/ui/AlertText";
import { messageOf } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { TKeepsakePaper } from "@/lib/keepsake/keepsake-book";
import { fileNameFromDisposition, readWithProgress, saveBlob } from "@/lib/client/download";
import { readKeepsake, requestKeepsake } from "@/lib/client/guestbooks";
import { defaultPaper } from "./paper-size";
import styles from "./Manage.module.css";

type TProgress = { phase: "making"; done: number; total: number } | { phase: "receiving"; percent: number | null };

/** How long the page waits before it asks how far the book has come. */
const POLL_MS = 1_000;
/** Progress is shown only on a wait longer than this: a kept book needs none. */
const SHOW_PROGRESS_AFTER_MS = 1_000;
const FAILED = "The keepsake book could not be made. Please try again.";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function KeepsakeButton({ guestbookId }: { guestbookId: string }) {
  const [chosenPaper, setPaper] = useState<TKeepsakePaper | null>(null);
  const hydrated = useHydrated();
  const paper = chosenPaper ?? (hydrated ? defaultPaper(navigator.languages?.length ? navigator.languages : [navigator.language]) : "a4");
  const [progress, setProgress] = useState<TProgress | null>(null);
  const [slow, setSlow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paperId = useId();
  const busy = progress !== null;

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SHOW_PROGRESS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);

  async function download() {
    setError(null);
    setProgress({ phase: "making", done: 0, total: 0 });
    try {
      let keepsake = await requestKeepsake(guestbookId, { size: paper });
      for (;;) {
        if (keepsake.status === "failed") throw new Error(FAILED);
        setProgress({ phase: "making", done: keepsake.done, total: keepsake.total });
        if (keepsake.status === "building") await wait(POLL_MS);
        const read = await readKeepsake(keepsake.url);
        if ("building" in read) {
          keepsake = read.building;
          continue;
        }
        const response = read.pdf;
        const size = Number(response.headers.get("content-length")) || null;
        const blob = await readWithProgress(response, "application/pdf", (received) =>
          setProgress({ phase: "receiving", percent: size ? Math.min(100, Math.round((received / size) * 100)) : null }),
        );
        saveBlob(blob, fileNameFromDisposition(response.headers.get("content-disposition"), "Keepsake book.pdf"));
        return;
      }
    } catch (failure) {
      setError(messageOf(failure, FAILED));
    } finally {
      setProgress(null);
    }
  }

  const making = progress?.phase === "making" ? progress : null;
  const label = making
    ? `Making your book…${slow && making.total > 0 ? ` ${making.done} of ${making.total} messages` : ""}`
    : progress?.phase === "receiving"
      ? `Downloading…${progress.percent === null ? "" : ` ${progress.percent}%`}`
      : null;
  return (
    <div className={styles.keepsake}>
      <div className={styles.paperField}>
        <label className="label" htmlFor={paperId}>
          Paper
        </label>
        <select id={paperId} className="input" value={paper} disabled={busy} onChange={(event) => setPaper(event.target.value as TKeepsakePaper)}>
          <option value="a4">A4</option>
          <option value="letter">US Letter</option>
        </select>
      </div>
      <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={busy ? undefined : () => void download()}>
        {label ? (
          <>
            <Spinner /> {label}
          </>
        ) : (
          "Download keepsake book (PDF)"
        )}
      </button>
      {making && slow && making.total > 0 ? (
        <progress className={styles.keepsakeProgress} max={making.total} value={making.done} aria-label="Keepsake book drawn so far" />
      ) : null}
      <p className="visually-hidden" role="status">
        {label ?? ""}
      </p>
      <AlertText message={error} />
    </div>
  );
}
