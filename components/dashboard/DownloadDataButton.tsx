"use client";
// "Download my data": fetches the account's ZIP through the API client, counting the bytes as they come,
// and shows how far it got when it takes more than a second; then hands the file to the browser.
import { useEffect, useRef, useState } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { fetchAccountExport } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { fileNameFromDisposition, readWithProgress, saveBlob } from "@/lib/client/download";

type TState = { kind: "idle" | "done" } | { kind: "busy"; received: number; total: number | null; shown: boolean } | { kind: "failed"; message: string };

const PROGRESS_AFTER_MS = 1000;

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function DownloadDataButton() {
  const [state, setState] = useState<TState>({ kind: "idle" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: "busy", received: 0, total: null, shown: false });
    const timer = setTimeout(() => setState((now) => (now.kind === "busy" ? { ...now, shown: true } : now)), PROGRESS_AFTER_MS);
    try {
      const response = await fetchAccountExport(controller.signal);
      const total = Number(response.headers.get("x-archive-size")) || null;
      const blob = await readWithProgress(response, "application/zip", (received) =>
        setState((now) => (now.kind === "busy" ? { ...now, received, total } : now)),
      );
      saveBlob(blob, fileNameFromDisposition(response.headers.get("content-disposition"), "Echobook data.zip"));
      setState({ kind: "done" });
    } catch (error) {
      if (!controller.signal.aborted) setState({ kind: "failed", message: messageOf(error, "Your data could not be downloaded. Please try again.") });
    } finally {
      clearTimeout(timer);
    }
  }

  const busy = state.kind === "busy";
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download()}>
        {busy ? "Preparing your download..." : "Download my data"}
      </button>
      {busy && state.shown && (
        <div>
          <label htmlFor="export-progress">
            {state.total ? `${megabytes(state.received)} of ${megabytes(state.total)} downloaded` : `${megabytes(state.received)} downloaded`}
          </label>
          <br />
          <progress id="export-progress" max={state.total ?? undefined} value={state.total ? state.received : undefined} />
        </div>
      )}
      <div role="status" aria-live="polite">
        {state.kind === "done" && <p className="success-text">Your data was downloaded as a ZIP file.</p>}
      </div>
      <AlertText message={state.kind === "failed" ? state.message : null} />
    </>
  );
}
