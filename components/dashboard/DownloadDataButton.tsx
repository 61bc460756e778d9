"use client";
// "Download my data": fetches the account's ZIP through the API client, counting the bytes as they come,
// and shows how far it got when it takes more than a second; then hands the file to the browser.
import { useEffect, useRef, useState } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { apiFetch, messageOf } from "@/lib/client/api";

type TState = { kind: "idle" | "done" } | { kind: "busy"; received: number; total: number | null; shown: boolean } | { kind: "failed"; message: string };

const PROGRESS_AFTER_MS = 1000;

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The file name from `Content-Disposition` (its UTF-8 form when given). */
function fileNameOf(response: Response): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? "Echobook data.zip";
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
      const response = await apiFetch("/api/account/export", { timeoutMs: 0, signal: controller.signal, headers: { accept: "application/zip" } });
      const total = Number(response.headers.get("x-archive-size")) || null;
      const reader = response.body!.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        setState((now) => (now.kind === "busy" ? { ...now, received, total } : now));
      }
      save(new Blob(chunks, { type: "application/zip" }), fileNameOf(response));
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
